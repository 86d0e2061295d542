import { ClockCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import type { AgentApplyStatus } from '@app/shared';
import { PrimaryButton } from '../../../components/primary-button';
import styles from '../apply-page.module.css';

interface Props {
  status: AgentApplyStatus;
  /** A refused application may be sent again: the form opens. */
  onApplyAgain: () => void;
}

/**
 * Where the player's application stands (待审核, or 拒绝 with the operator's reason), in place of
 * the blank form they would otherwise meet again after applying.
 */
export function ApplyStatusCard({ status, onApplyAgain }: Props) {
  if (status.state === 1)
    return (
      <div className={styles.agent} data-testid="agent-apply-status">
        <ClockCircleFill className={styles.statusIcon} style={{ color: 'var(--adm-color-warning)' }} />
        <div className={styles.agentTitle}>待审核</div>
        <p className={styles.agentText}>
          您的代理申请已于 {status.created_at} 提交，我们将尽快审核，结果将通过站内消息通知您。
        </p>
      </div>
    );
  if (status.state === 3)
    return (
      <div className={styles.agent} data-testid="agent-apply-status">
        <CloseCircleFill className={styles.statusIcon} style={{ color: 'var(--adm-color-danger)' }} />
        <div className={styles.agentTitle}>拒绝</div>
        {/* The reason is an operator's text: rendered as text, never as HTML. */}
        <p className={styles.agentText}>原因：{status.reason || '未说明'}</p>
        <PrimaryButton onClick={onApplyAgain}>重新申请</PrimaryButton>
      </div>
    );
  return null;
}
