import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PlatformBalance } from '@app/shared';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import { EmptyState } from '../../../components/empty-state';
import { PageError } from '../../../components/page-error';
import { RefreshIcon } from '../../../components/line-icons';
import { errorText } from '../../../lib/errors';
import { formatYuan } from '../../../lib/money';
import { toastError } from '../../../lib/toast-error';
import { usePlatformMoney } from '../api/post-platform-money';
import styles from './platform-wallets.module.css';

/** Seamless mode folds the grid to two rows of three behind 更多. */
const FOLDED_COUNT = 6;

interface Props {
  query: UseQueryResult<PlatformBalance[]>;
  /** Manual transfer mode: every platform gets its one-key in and out. */
  manual: boolean;
  busy: boolean;
  onIn: (platform: PlatformBalance) => void;
  onOut: (platform: PlatformBalance) => void;
}

function RefreshButton({ platform }: { platform: PlatformBalance }) {
  const refresh = usePlatformMoney();
  return (
    <button
      type="button"
      className={styles.refresh}
      aria-label={`刷新${platform.name}余额`}
      disabled={refresh.isPending}
      onClick={() => refresh.mutate(platform.platname, { onError: (error) => toastError(error) })}
    >
      <RefreshIcon className={refresh.isPending ? styles.spinning : undefined} />
    </button>
  );
}

function Balance({ value }: { value: string }) {
  const empty = Number(value) === 0;
  return (
    <span
      className={empty ? `${styles.balance} ${styles.zero}` : styles.balance}
      data-testid="platform-balance"
    >
      {formatYuan(value)}
    </span>
  );
}

/** The game-platform wallets with their balances, each with its own refresh (spec 001 §2). */
export function PlatformWallets({ query, manual, busy, onIn, onOut }: Props) {
  const [expanded, setExpanded] = useState(false);

  if (query.isPending) {
    return (
      <ul className={manual ? styles.rows : styles.grid} aria-busy="true" aria-label="游戏钱包加载中">
        {Array.from({ length: manual ? 4 : FOLDED_COUNT }, (_, i) => (
          <li key={i} className={`${manual ? styles.row : styles.tile} ${styles.skeleton}`} />
        ))}
      </ul>
    );
  }
  if (query.error && !query.data) {
    return <PageError description={errorText(query.error)} onRetry={() => void query.refetch()} />;
  }
  const platforms = query.data ?? [];
  if (platforms.length === 0) {
    return <EmptyState title="暂无游戏平台" description="目前没有需要转账的游戏平台" />;
  }

  if (manual) {
    return (
      <ul className={styles.rows} aria-label="游戏钱包">
        {platforms.map((p) => (
          <li key={p.platname} className={styles.row} data-platform={p.platname}>
            <div className={styles.info}>
              <span className={styles.name}>{p.name}</span>
              <span className={styles.amountLine}>
                <Balance value={p.balance} />
                <RefreshButton platform={p} />
              </span>
            </div>
            <button type="button" className={styles.in} disabled={busy} onClick={() => onIn(p)}>
              一键转入
            </button>
            <button type="button" className={styles.out} disabled={busy} onClick={() => onOut(p)}>
              一键转出
            </button>
          </li>
        ))}
      </ul>
    );
  }

  const foldable = platforms.length > FOLDED_COUNT;
  const shown = foldable && !expanded ? platforms.slice(0, FOLDED_COUNT) : platforms;
  return (
    <>
      <ul className={styles.grid} aria-label="游戏钱包">
        {shown.map((p) => (
          <li key={p.platname} className={styles.tile} data-platform={p.platname}>
            <span className={styles.name}>{p.name}</span>
            <Balance value={p.balance} />
            <RefreshButton platform={p} />
          </li>
        ))}
      </ul>
      {foldable && (
        <button
          type="button"
          className={styles.more}
          onClick={() => setExpanded((v) => !v)}
          aria-expanded={expanded}
        >
          {expanded ? (
            <>
              收起 <UpOutline />
            </>
          ) : (
            <>
              更多 <DownOutline />
            </>
          )}
        </button>
      )}
    </>
  );
}
