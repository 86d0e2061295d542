import type { RedpacketInfo } from '@app/shared';
import styles from './welfare-summary.module.css';

interface Props {
  info: RedpacketInfo | undefined;
  loading: boolean;
  onGrab: () => void;
}

/** Today's packets taken and left, and the way to the grab page (spec 001 §2). */
export function WelfareSummary({ info, loading, onGrab }: Props) {
  const count = (value: number | undefined) => (value === undefined ? '--' : String(Math.max(0, value)));
  return (
    <section className={styles.summary} aria-label="红包福利">
      <div className={styles.figures}>
        <div>
          <span className={styles.label}>今日已领次数</span>
          <span className={styles.value} data-testid="welfare-taken">
            {count(info?.acquirednum)}
          </span>
        </div>
        <div>
          <span className={styles.label}>剩余次数</span>
          <span className={styles.value} data-testid="welfare-remaining">
            {count(info?.sendnums)}
          </span>
        </div>
      </div>
      <button type="button" className={styles.grab} disabled={loading} onClick={onGrab}>
        抢领红包
      </button>
    </section>
  );
}
