import type { ActivityApplyLog } from '@app/shared';
import { EmptyState } from '../../components/empty-state';
import { PageError } from '../../components/page-error';
import { PageLoading } from '../../components/page-loading';
import { errorText } from '../../lib/errors';
import { formatYuan } from '../../lib/money';
import { useApplyLog } from './api/get-apply-log';
import { applyState } from './components/apply-states';
import rows from '../../components/record-rows.module.css';
import styles from './apply-list-page.module.css';

function Row({ log }: { log: ActivityApplyLog }) {
  const [label, tone] = applyState(Number(log.state));
  const approved = tone === 'ok';
  return (
    <li className={rows.row} data-testid="apply-record">
      <div className={styles.line}>
        <span className={styles.name}>{log.activity_name}</span>
        <span className={`${rows.state} ${rows[tone]}`} data-testid="apply-state">
          {label}
        </span>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>申请金额</dt>
          <dd>{formatYuan(log.amount)}</dd>
        </div>
        <div>
          <dt>彩金</dt>
          <dd className={approved ? styles.bonus : undefined} data-testid="apply-bonus">
            {approved ? `+${formatYuan(log.bonus)}` : '—'}
          </dd>
        </div>
      </dl>
      <div className={styles.time}>申请时间 {log.created_at}</div>
    </li>
  );
}

/** /applyList: the player's activity applications and their review state (spec 001 §2). */
export default function ApplyListPage() {
  const log = useApplyLog();
  if (log.isPending) return <PageLoading />;
  if (log.isError && !log.data) {
    return <PageError description={errorText(log.error)} onRetry={() => void log.refetch()} />;
  }
  if (log.data.length === 0) {
    return <EmptyState title="暂无数据" description="在优惠活动中提交的申请会显示在这里" />;
  }
  return (
    <div className={styles.page}>
      <ul className={rows.list} aria-label="活动申请记录">
        {log.data.map((entry, index) => (
          <Row key={`${entry.created_at}-${index}`} log={entry} />
        ))}
      </ul>
    </div>
  );
}
