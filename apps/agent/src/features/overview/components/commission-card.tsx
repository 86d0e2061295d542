import type { AgentOverview } from '@app/shared/agent-contract';
import { formatYuan } from '@app/shared/client';
import { SignedMoney } from '../../../components/signed-money';
import styles from './commission-card.module.css';

/** The period's projected commission, the tier it reaches, and the team behind it. */
export function CommissionCard({ period }: { period: AgentOverview['period'] }) {
  return (
    <section className={styles.card} aria-label="预计佣金">
      <div className={styles.head}>
        <span className={styles.label}>本期预计佣金（元）</span>
        <span className={styles.rate}>佣金比例 {period.rate}%</span>
      </div>
      <strong className={styles.amount}>{formatYuan(period.projected_commission)}</strong>
      <dl className={styles.team}>
        <div>
          <dt>团队活跃</dt>
          <dd>{period.team_active}人</dd>
        </div>
        <div>
          <dt>团队净输赢</dt>
          <dd>
            <SignedMoney value={period.team_net} className={styles.onDark} />
          </dd>
        </div>
        <div>
          <dt>上期结转</dt>
          <dd>
            <SignedMoney value={period.carry_in} className={styles.onDark} />
          </dd>
        </div>
      </dl>
      <p className={styles.note}>按本期截至目前的数据预估，以结算后的账单为准</p>
    </section>
  );
}
