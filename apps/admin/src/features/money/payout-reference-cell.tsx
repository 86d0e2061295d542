import { Space, Typography } from 'antd';
import { payoutReferenceLabel } from '@app/shared';
import { monoClass } from '../../components/amount';
import type { WithdrawalRow } from './api/get-pending-withdrawals';

/** A paid withdrawal's reference (a transaction hash or bank reference), copyable to reconcile by. */
export function PayoutReferenceCell({ w }: { w: WithdrawalRow }) {
  if (!w.payout_reference) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space orientation="vertical" size={0} data-testid="payout-reference">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {payoutReferenceLabel(w.type)}
      </Typography.Text>
      <Typography.Text copyable className={monoClass} style={{ wordBreak: 'break-all', fontSize: 12 }}>
        {w.payout_reference}
      </Typography.Text>
    </Space>
  );
}
