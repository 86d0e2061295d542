import type { ReactNode } from 'react';
import { useRefreshUserMoney } from '../api/refresh-user-money';
import { formatYuan } from '../lib/money';
import { toastError } from '../lib/toast-error';
import styles from './balance-card.module.css';
import { RefreshIcon } from './line-icons';

interface Props {
  /** The main balance in yuan; undefined while it loads. */
  main: string | undefined;
  /** What else the refresh button reloads besides the main balance (turnover, platform wallets). */
  onRefresh: () => void;
  testId: string;
  /** The row under the balance: turnover on /withdraw, records and recover on /transfer. */
  footer: ReactNode;
}

/**
 * The wallet screens' balance card: main balance, refresh (game-wallet money pulled back into view,
 * and the screen's own figures), and a footer row of the screen's own.
 */
export function BalanceCard({ main, onRefresh, testId, footer }: Props) {
  const refresh = useRefreshUserMoney();
  const refreshing = refresh.isPending;
  const refreshAll = () => {
    refresh.mutate(undefined, { onError: (error) => toastError(error) });
    onRefresh();
  };
  return (
    <section className={styles.balance}>
      <div className={styles.balanceMain}>
        <span className={styles.balanceLabel}>账户余额（元）</span>
        <span className={styles.balanceValue} data-testid={testId}>
          {main === undefined ? '--' : formatYuan(main)}
        </span>
      </div>
      <button
        type="button"
        className={styles.refresh}
        aria-label="刷新余额"
        disabled={refreshing}
        onClick={refreshAll}
      >
        <RefreshIcon className={refreshing ? styles.spinning : undefined} />
      </button>
      <div className={styles.footer}>{footer}</div>
    </section>
  );
}
