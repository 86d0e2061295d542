import type { RedpacketRule } from '@app/shared';
import { depositRange, drawCount } from './rules-format';
import styles from './redpacket-card.module.css';

/** The tiers: when to draw, what deposit earns them, how many packets (spec 000 §2). */
export function RulesTable({ rules }: { rules: RedpacketRule[] }) {
  return (
    <section className={styles.card} aria-label="红包规则">
      <h2 className={styles.heading}>红包规则</h2>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">活动时间</th>
            <th scope="col">累计存款</th>
            <th scope="col">红包个数</th>
          </tr>
        </thead>
        <tbody>
          {rules.length === 0 ? (
            <tr>
              <td colSpan={3} className={styles.none}>
                暂无规则
              </td>
            </tr>
          ) : (
            rules.map((rule, index) => (
              <tr key={`${rule.day_flow}-${index}`} data-testid="redpacket-rule">
                <td>
                  {rule.start_time} ~ {rule.end_time}
                </td>
                <td>{depositRange(rule)}</td>
                <td className={styles.count}>{drawCount(rule)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
