import type { VipLevel, VipProgress } from '@app/shared';
import { formatYuan } from '../../../lib/money';
import { hasBonus, progressPercent, rateGains, thresholdText } from './vip-format';
import styles from './vip-hero.module.css';

interface Props {
  progress: VipProgress | undefined;
  current: VipLevel | undefined;
  next: VipLevel;
}

function Meter({ label, have, need }: { label: string; have: string | undefined; need: string }) {
  const percent = have === undefined ? 0 : progressPercent(have, need);
  const left = have === undefined ? null : Math.max(0, Number(need) - Number(have));
  return (
    <div className={styles.meter} data-testid="vip-meter">
      <div className={styles.meterHead}>
        <span>{label}</span>
        <span className={styles.meterFigures}>
          {have === undefined ? '--' : formatYuan(have)} / {thresholdText(need)}
        </span>
      </div>
      <div
        className={styles.meterTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className={styles.meterFill} style={{ width: `${percent}%` }} />
      </div>
      <div className={styles.meterNote}>
        {left === null ? '' : left > 0 ? `还差 ${formatYuan(String(left))} 元` : '已达成'}
      </div>
    </div>
  );
}

/**
 * The way to the next level: the player's own running totals against its thresholds (both must be
 * reached), and what that level adds: its promotion bonus and every rebate rate that rises.
 */
export function VipNextLevel({ progress, current, next }: Props) {
  const gains = rateGains(current, next);
  return (
    <div className={styles.next} data-testid="vip-next">
      <div className={styles.nextTitle}>距离 {next.name} 还需（两项均达成即自动晋级）</div>
      <Meter label="累计流水" have={progress?.flow} need={next.flow} />
      <Meter label="累计存款" have={progress?.recharge} need={next.recharge} />
      <div className={`${styles.nextTitle} ${styles.gainsTitle}`}>晋级 {next.name} 可得</div>
      <ul className={styles.gains} data-testid="vip-gains">
        {hasBonus(next) && (
          <li>
            晋级彩金 <b>{formatYuan(next.bonus)} 元</b>
          </li>
        )}
        {gains.map((gain) => (
          <li key={gain.label}>
            {gain.label}返水 {gain.from} → <b>{gain.to}</b>
          </li>
        ))}
        {!hasBonus(next) && gains.length === 0 && <li>专属VIP标识</li>}
      </ul>
    </div>
  );
}
