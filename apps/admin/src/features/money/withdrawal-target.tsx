import { Space, Typography } from 'antd';
import { monoClass } from '../../components/amount';
import { groupDigits } from '../../lib/money';
import type { WithdrawalRow } from './api/get-pending-withdrawals';

/** Where the money goes, in full and copyable: finance pays out by hand from this. */
export function WithdrawalTarget({ w }: { w: WithdrawalRow }) {
  if (w.type === 0) {
    return (
      <Space orientation="vertical" size={0} data-testid="withdrawal-target">
        <span>
          <b>{w.bank_owner}</b> · {w.bank}
        </span>
        <Typography.Text copyable={{ text: w.bank_no }} className={monoClass}>
          {groupDigits(w.bank_no)}
        </Typography.Text>
        <Typography.Text type="secondary">{w.bank_address || '—'}</Typography.Text>
      </Space>
    );
  }
  return (
    <Space orientation="vertical" size={0} data-testid="withdrawal-target">
      <span>
        <b>{w.type === 1 ? 'USDT' : 'AnToken'}</b> · {w.bank_owner}
      </span>
      <Typography.Text copyable className={monoClass} style={{ wordBreak: 'break-all' }}>
        {w.bank_no}
      </Typography.Text>
      <Typography.Text type="secondary">
        实付 <b>{w.receive_usdt}</b> USDT（汇率 {w.usdt_rate}，手续费 {w.fee_usdt} USDT）
      </Typography.Text>
    </Space>
  );
}
