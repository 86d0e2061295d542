import type { RedpacketInfo } from '@app/shared';
import { formatYuan } from '../../../lib/money';
import styles from './draw-counters.module.css';

interface Props {
  info: RedpacketInfo | undefined;
  balance: string | undefined;
}

/** Today's draws: what is left (never below 0), what was taken, what the deposit granted. */
export function DrawCounters({ info, balance }: Props) {
  const cell = (value: number | undefined) => (value === undefined ? '--' : String(Math.max(0, value)));
  const shownBalance = balance === undefined ? '--' : formatYuan(balance);
  return (
    <section className={styles.card} aria-label="今日红包次数">
      <dl className={styles.counters}>
        <div className={styles.main}>
          <dt>剩余次数</dt>
          <dd data-testid="redpacket-remaining">{cell(info?.sendnums)}</dd>
        </div>
        <div>
          <dt>已抢次数</dt>
          <dd data-testid="redpacket-taken">{cell(info?.acquirednum)}</dd>
        </div>
        <div>
          <dt>最多次数</dt>
          <dd data-testid="redpacket-max">{cell(info?.max_times)}</dd>
        </div>
      </dl>
      <div className={styles.facts}>
        <span>
          今日计入存款 <b>{info ? formatYuan(info.deposit) : '--'}</b> 元
        </span>
        <span>
          账户余额 <b data-testid="redpacket-balance">{shownBalance}</b> 元
        </span>
      </div>
    </section>
  );
}
