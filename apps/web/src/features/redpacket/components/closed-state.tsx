import { REDPACKET_MSG } from '@app/shared';
import { EnvelopeArt } from './envelope-art';
import styles from './closed-state.module.css';

/** redpacket_switch 0: the campaign is off; nothing to grab (spec 000 §2). */
export function ClosedState({ onHome }: { onHome: () => void }) {
  return (
    <section className={styles.closed} data-testid="redpacket-closed">
      <EnvelopeArt className={styles.envelope} />
      <h2 className={styles.title}>{REDPACKET_MSG.closed}</h2>
      <p className={styles.text}>活动暂未开放，敬请期待下一期精彩活动</p>
      <button type="button" className={styles.home} onClick={onHome}>
        返回首页
      </button>
    </section>
  );
}
