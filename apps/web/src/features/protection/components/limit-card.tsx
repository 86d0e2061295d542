import { Button, List, Toast } from 'antd-mobile';
import type { LimitStatus } from '@app/shared';
import { isOk } from '../../../lib/api-client';
import { formatYuan } from '../../../lib/money';
import { toastError } from '../../../lib/toast-error';
import { useLimitMutations } from '../api/post-limit';
import styles from '../protection-page.module.css';

interface Props {
  limits: LimitStatus[];
  onEdit: (limit: LimitStatus) => void;
}

/** The three rolling limits with what is used and left, and any change waiting out its cooling-off. */
export function LimitCard({ limits, onEdit }: Props) {
  const { cancel } = useLimitMutations();

  const withdraw = async (limit: LimitStatus) => {
    try {
      const answer = await cancel.mutateAsync({ period: limit.period });
      Toast.show({ icon: isOk(answer) ? 'success' : 'fail', content: answer.message });
    } catch (error) {
      toastError(error, '网络连接超时，请重试！');
    }
  };

  return (
    <section className={styles.card} aria-label="存款限额">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>存款限额</h2>
        <span className={styles.cardHint}>按存款申请时间滚动计算</span>
      </div>
      <List className={styles.list}>
        {limits.map((limit) => (
          <List.Item
            key={limit.period}
            data-testid={`limit-${limit.period}`}
            onClick={() => onEdit(limit)}
            extra={
              <span className={limit.limit ? styles.amount : styles.unset}>
                {limit.limit ? `${formatYuan(limit.limit)} 元` : '未设置'}
              </span>
            }
            description={
              <div className={styles.limitDesc}>
                {limit.limit && (
                  <div>
                    已存 {formatYuan(limit.used)} 元 · 剩余{' '}
                    <strong className={styles.left}>{formatYuan(limit.remaining)}</strong> 元
                    {limit.remaining === '0.00' && limit.next_free_at && (
                      <span>，{limit.next_free_at} 起恢复</span>
                    )}
                  </div>
                )}
                {limit.pending && (
                  <div className={styles.pending}>
                    <span>
                      待生效：{limit.pending.amount ? `${formatYuan(limit.pending.amount)} 元` : '取消限额'}
                      <span className={styles.pendingWhen}>{limit.pending.effective_at} 起生效</span>
                    </span>
                    <Button
                      size="mini"
                      fill="none"
                      className={styles.linkButton}
                      onClick={(event) => {
                        event.stopPropagation();
                        void withdraw(limit);
                      }}
                    >
                      撤销
                    </Button>
                  </div>
                )}
              </div>
            }
            arrowIcon
          >
            {limit.label}限额
          </List.Item>
        ))}
      </List>
      <p className={styles.note}>
        降低限额立即生效；提高或取消限额需等待 24 小时冷静期。多个限额同时设置时，以剩余额度最低者为准。
      </p>
    </section>
  );
}
