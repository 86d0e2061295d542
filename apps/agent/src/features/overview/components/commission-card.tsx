import type { AgentProjection } from '@app/shared/agent-contract';
import { formatYuan } from '@app/shared/client';
import { SignedMoney } from '../../../components/signed-money';
import styles from './commission-card.module.css';

/**
 * The period's projected commission, the tier it reaches and what decides the tier (the team), and
 * the base the rate applies to; the lines below (ProjectionLines) work it out.
 */
export function CommissionCard({ projection: p }: { projection: AgentProjection }) {
  return (
    <section className={styles.card} aria-label="预计佣金">
      <div className={styles.head}>
        <span className={styles.label}>本期预计佣金（元）</span>
        <span className={styles.rate}>佣金比例 {p.rate}%</span>
      </div>
      <strong className={styles.amount}>{formatYuan(p.commission)}</strong>
      <dl className={styles.team}>
        <div>
          <dt>团队活跃</dt>
          <dd>{p.team_active}人</dd>
        </div>
        <div>
          <dt>团队净输赢</dt>
          <dd>
            <SignedMoney value={p.team_net} className={styles.onDark} />
          </dd>
        </div>
        <div>
          <dt>佣金基数</dt>
          <dd>
            <SignedMoney value={p.base} className={styles.onDark} />
          </dd>
        </div>
      </dl>
      <p className={styles.note}>
        比例按团队活跃与团队净输赢所达档位；按本期截至目前的数据预估，以结算后的账单为准
      </p>
    </section>
  );
}
