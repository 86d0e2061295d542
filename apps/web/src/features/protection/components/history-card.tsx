import type { ExclusionItem, LimitHistoryItem } from '@app/shared';
import { EXCLUSION_DURATION_LABEL, EXCLUSION_KIND_LABEL, LIMIT_PERIOD_LABEL } from '@app/shared';
import { formatYuan } from '../../../lib/money';
import styles from '../protection-page.module.css';

const STATE_LABEL: Record<LimitHistoryItem['state'], string> = {
  active: '生效中',
  pending: '冷静期中',
  replaced: '已更新',
  cancelled: '已撤销',
};

const money = (value: string | null) => (value === null ? '不限' : `${formatYuan(value)} 元`);

/** What the player changed and when: limits and exclusions, newest first. */
export function HistoryCard({
  history,
  exclusions,
}: {
  history: LimitHistoryItem[];
  exclusions: ExclusionItem[];
}) {
  if (history.length === 0 && exclusions.length === 0) return null;
  return (
    <section className={styles.card} aria-label="设置记录">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>设置记录</h2>
      </div>
      <ul className={styles.history}>
        {exclusions.map((x) => (
          <li key={`x${x.id}`}>
            <div>
              {EXCLUSION_KIND_LABEL[x.kind]} {EXCLUSION_DURATION_LABEL[x.duration]}
              <span className={styles.historyWhen}>
                {x.starts_at} 至 {x.ends_at ?? '永久'}
              </span>
            </div>
            <span className={styles.tag}>{x.active ? '进行中' : '已结束'}</span>
          </li>
        ))}
        {history.map((h, index) => (
          <li key={`l${index}`}>
            <div>
              {LIMIT_PERIOD_LABEL[h.period]}限额 {money(h.previous)} → {money(h.amount)}
              <span className={styles.historyWhen}>
                申请 {h.requested_at} · 生效 {h.effective_at}
              </span>
            </div>
            <span className={`${styles.tag} ${h.state === 'pending' ? styles.tagPending : ''}`}>
              {STATE_LABEL[h.state]}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
