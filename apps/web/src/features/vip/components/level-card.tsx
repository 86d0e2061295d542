import type { VipLevel } from '@app/shared';
import { formatYuan } from '../../../lib/money';
import { LevelBadge } from './level-badge';
import { RATE_FIELDS, hasBonus, isEntryLevel, rateText, thresholdText } from './vip-format';
import styles from './level-card.module.css';

/** Where a level stands for the player; visitors see no standing. */
export type Standing = 'current' | 'reached' | 'next' | 'locked' | 'none';

const TAGS: Partial<Record<Standing, string>> = { current: '当前等级', reached: '已达成', next: '下一等级' };

interface Props {
  level: VipLevel;
  /** Position in the list: the card's title when the level has no name (spec 001 §2). */
  position: number;
  standing: Standing;
}

/** One VIP level: thresholds, promotion bonus and the rebate rate per game category. */
export function LevelCard({ level, position, standing }: Props) {
  const name = level.name || `VIP${position}`;
  const tag = TAGS[standing];
  return (
    <li
      className={`${styles.card} ${styles[standing] ?? ''}`}
      data-testid="vip-level"
      data-level={level.id}
      aria-current={standing === 'current' ? 'true' : undefined}
    >
      <div className={styles.head}>
        <h3 className={styles.title}>
          <LevelBadge id={level.id} name={name} />
        </h3>
        {isEntryLevel(level) && <span className={styles.note}>注册即享</span>}
        {tag && (
          <span className={styles.tag} data-testid="vip-tag">
            {tag}
          </span>
        )}
      </div>

      <dl className={styles.terms}>
        <div>
          <dt>累计流水（元）</dt>
          <dd>{thresholdText(level.flow)}</dd>
        </div>
        <div>
          <dt>累计存款（元）</dt>
          <dd>{thresholdText(level.recharge)}</dd>
        </div>
        <div>
          <dt>晋级彩金（元）</dt>
          <dd className={hasBonus(level) ? styles.bonus : styles.muted}>
            {hasBonus(level) ? formatYuan(level.bonus) : '—'}
          </dd>
        </div>
      </dl>

      <div className={styles.ratesTitle}>返水比例</div>
      <dl className={styles.rates}>
        {RATE_FIELDS.map((field) => (
          <div key={field.key}>
            <dt>{field.label}</dt>
            <dd>{rateText(level[field.key])}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
