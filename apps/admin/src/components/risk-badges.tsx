import { Space, Tag, Tooltip, Typography } from 'antd';
import { RISK_CHECK_STATE_LABEL, type WithdrawalRow } from '@app/shared/admin-contract';

type RiskColumns = Pick<WithdrawalRow, 'risk' | 'risk_score' | 'risk_state'>;

/** The colour of a 0–100 risk score: green under 20, orange under 50, red from 50. */
export function scoreColour(score: number): string {
  if (score >= 50) return 'red';
  if (score >= 20) return 'orange';
  return 'green';
}

/** A risk score as a coloured tag. */
export function RiskScore({ score }: { score: number }) {
  return <Tag color={scoreColour(score)}>风险分 {score}</Tag>;
}

const STATE_COLOUR: Record<string, string> = {
  pending: 'processing',
  clear: 'success',
  review: 'warning',
  passed: 'success',
  refused: 'error',
};

/** A withdrawal's risk check in finance's queue: its state, score and the rules it hit. */
export function RiskBadges({ w }: { w: RiskColumns }) {
  if (w.risk_state === 'none') return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size={[0, 4]} wrap>
      <Tag color={STATE_COLOUR[w.risk_state]}>{RISK_CHECK_STATE_LABEL[w.risk_state]}</Tag>
      {w.risk_state !== 'pending' && <RiskScore score={w.risk_score} />}
      {w.risk.map((r) => (
        <Tooltip key={r.code} title="详情见 风控审核">
          <Tag color="volcano">{r.label}</Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

/** Why finance may not pay yet ('' when it may). */
export function riskHold(state: RiskColumns['risk_state']): string {
  if (state === 'pending') return '风控检测中，请稍候';
  if (state === 'review') return '等待风控审核通过';
  if (state === 'refused') return '风控已拒绝';
  return '';
}
