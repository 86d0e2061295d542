import { useState, type ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { useProtection } from '../../../api/get-protection';
import { formatYuan } from '../../../lib/money';
import { sessionFlags } from '../../../lib/storage';
import styles from './limit-strip.module.css';

const SKIPPED = 'firstDepositLimitSkipped';

/**
 * The deposit screen's responsible-gambling entry: what the player's lowest limit leaves, or
 * before a first deposit the offer to set one (skippable), or simply the way to the tools.
 */
export function LimitStrip({ onGo }: { onGo: (to: string) => void }) {
  const { data } = useProtection();
  const [skipped, setSkipped] = useState(() => sessionFlags.has(SKIPPED));
  if (!data) return null;

  const set = data.limits.filter((l) => l.limit !== null);
  if (set.length > 0) {
    const lowest = set.reduce((a, b) => (Number(b.remaining) < Number(a.remaining) ? b : a));
    return (
      <StripLink badge="限额" onGo={onGo}>
        {lowest.label}存款限额 {formatYuan(lowest.limit)} 元，剩余可存{' '}
        <strong>{formatYuan(lowest.remaining)}</strong> 元
      </StripLink>
    );
  }

  if (data.first_deposit && !skipped) {
    return (
      <section className={styles.prompt} data-testid="limit-prompt">
        <div className={styles.promptText}>
          <strong>首次存款前，建议先设置存款限额</strong>
          为每24小时、7天或30天的存款设上限，帮助您理性娱乐。
        </div>
        <div className={styles.promptActions}>
          <button type="button" className={styles.go} onClick={() => onGo('/protection')}>
            去设置
          </button>
          <button
            type="button"
            className={styles.skip}
            onClick={() => {
              sessionFlags.set(SKIPPED);
              setSkipped(true);
            }}
          >
            暂不设置
          </button>
        </div>
      </section>
    );
  }

  return (
    <StripLink badge="18+" onGo={onGo}>
      负责任博彩：设置存款限额、冷静期
    </StripLink>
  );
}

/** The one-line strip that opens the responsible-gambling tools. */
function StripLink({
  badge,
  onGo,
  children,
}: {
  badge: string;
  onGo: (to: string) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={styles.strip}
      onClick={() => onGo('/protection')}
      data-testid="limit-strip"
    >
      <span className={styles.badge}>{badge}</span>
      <span className={styles.text}>{children}</span>
      <RightOutline className={styles.arrow} />
    </button>
  );
}
