import { REDPACKET_STATUS } from '@app/shared';
import { EnvelopeArt } from './envelope-art';
import styles from './grab-hero.module.css';

interface Props {
  /** Today's draw window, Beijing time. */
  hours: { start: string; end: string };
  /** undefined while today's figures load. */
  status: number | undefined;
  busy: boolean;
  onGrab: () => void;
}

function statusText(status: number | undefined, { start, end }: Props['hours']): string {
  if (status === REDPACKET_STATUS.running) return `活动进行中 · ${end} 结束`;
  if (status === REDPACKET_STATUS.notStarted) return `活动未开始 · 今日 ${start} 开抢`;
  if (status === REDPACKET_STATUS.ended) return `今日活动已结束 · 明日 ${start} 再来`;
  return '正在获取活动状态…';
}

/** The top of /hongbao: the campaign's name and window, the envelope to press, today's state. */
export function GrabHero({ hours, status, busy, onGrab }: Props) {
  const running = status === REDPACKET_STATUS.running;
  return (
    <section className={styles.hero}>
      <h2 className={styles.title}>天天抢红包</h2>
      <p className={styles.subtitle}>
        每日 {hours.start}-{hours.end} 准时开抢
      </p>
      <button
        type="button"
        className={styles.stage}
        aria-label="抢红包"
        aria-busy={busy}
        disabled={status === undefined}
        onClick={onGrab}
      >
        {/* The sway moves the drawing, not the button: the tap target holds still. */}
        <span className={running ? `${styles.swing} ${styles.live}` : styles.swing}>
          <EnvelopeArt className={styles.envelope} />
          <span className={busy ? `${styles.seal} ${styles.spinning}` : styles.seal} aria-hidden="true">
            抢
          </span>
        </span>
      </button>
      <div
        className={running ? `${styles.status} ${styles.on}` : styles.status}
        data-testid="redpacket-status"
      >
        {statusText(status, hours)}
      </div>
    </section>
  );
}
