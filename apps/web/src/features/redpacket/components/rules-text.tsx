import styles from './redpacket-card.module.css';

/**
 * 活动说明 (spec 000 §2), with the draw window, the counting window and the turnover multiple the
 * server uses.
 */
export function RulesText({
  start,
  end,
  countStart,
  countEnd,
  multiple,
}: {
  start: string;
  end: string;
  countStart: string;
  countEnd: string;
  multiple: string;
}) {
  return (
    <section className={styles.card} aria-label="活动说明">
      <h2 className={styles.heading}>活动说明</h2>
      <ol className={styles.rules}>
        <li>
          活动时间：每日北京时间 <b>{start}</b> 至 <b>{end}</b> 开放抢红包。
        </li>
        <li>
          存款统计：
          {countStart >= countEnd
            ? `前一日 ${countStart} 至当日 ${countEnd}`
            : `当日 ${countStart} 至 ${countEnd}`}
          的累计存款计入当日活动，按上表档位获得相应红包个数。
        </li>
        <li>红包个数当日有效，未使用的次数不累计至次日。</li>
        <li>红包金额即时派发至账户余额，完成红包金额 {multiple} 倍流水后即可提款。</li>
        <li>如发现任何违规套利行为，平台有权取消其活动资格；本活动最终解释权归平台所有。</li>
      </ol>
    </section>
  );
}
