import { App, Form, Input, Modal } from 'antd';
import {
  checkPayoutReference,
  payoutHashHint,
  payoutReferenceLabel,
  payoutReferenceRequired,
} from '@app/shared';
import { Amount, monoClass } from '../../components/amount';
import { useModalForm } from '../../components/use-busy-action';
import type { WithdrawalRow } from './api/get-pending-withdrawals';
import { useApproveWithdrawal } from './api/post-withdrawal-review';
import { WithdrawalTarget } from './withdrawal-target';

/**
 * 确认已出款: finance pays the target by hand, then records the payout here with its reference, so
 * the payout can be found again: a wallet's transaction hash (required, in its chain's format), or
 * the bank's reference (optional). The shared rule checks it here and again on the server.
 */
export function ApproveWithdrawalModal({ w, onClose }: { w: WithdrawalRow | null; onClose: () => void }) {
  return w && <ApproveDialog w={w} onClose={onClose} />;
}

function ApproveDialog({ w, onClose }: { w: WithdrawalRow; onClose: () => void }) {
  const target = { type: w.type, chain: w.bank_owner };
  const approve = useApproveWithdrawal();
  const { message } = App.useApp();
  const { form, busy, onOk } = useModalForm<{ reference?: string }>(async ({ reference }) => {
    // The form's rule passed: send the reference in the rule's one spelling (trimmed, a hash lower case).
    const checked = checkPayoutReference(target, reference ?? '');
    await approve.mutateAsync({ id: w.id, reference: checked.ok ? checked.reference : '' });
    message.success(`订单 ${w.order_no} 已出款`);
    onClose();
  });
  const required = payoutReferenceRequired(w.type);
  const label = required
    ? `${payoutReferenceLabel(w.type)}（TxID）`
    : `${payoutReferenceLabel(w.type)}（选填）`;

  return (
    <Modal
      open
      title="确认已出款"
      okText="已出款，确认"
      okButtonProps={{ loading: busy }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <p>
        请先按收款信息向会员 <b>{w.username}</b>（#{w.user_id}）支付 <Amount value={w.amount} />
        {w.type !== 0 && <>（{w.receive_usdt} USDT）</>}，再确认。确认后订单记为已出款，不可撤销。
      </p>
      <WithdrawalTarget w={w} />
      <Form form={form} layout="vertical" preserve={false} style={{ marginTop: 16 }}>
        <Form.Item
          name="reference"
          label={label}
          required={required}
          validateFirst
          rules={[
            {
              validator: async (_, value?: string) => {
                const checked = checkPayoutReference(target, value ?? '');
                if (!checked.ok) throw new Error(checked.message);
              },
            },
          ]}
          extra={
            required
              ? `${w.bank_owner} 链上转账的交易哈希，${payoutHashHint(w.bank_owner)}；会员可在取款记录中查看。`
              : '网银或回单上的流水号，填写后会员可在取款记录中查看，便于对账。'
          }
        >
          {/* Several lines, so the whole hash shows to be compared with the wallet's; Enter confirms. */}
          <Input.TextArea
            className={monoClass}
            style={{ wordBreak: 'break-all' }}
            autoSize={{ minRows: 1, maxRows: 3 }}
            placeholder={required ? payoutHashHint(w.bank_owner) : '如 2026112200042137'}
            maxLength={128}
            autoFocus
            autoComplete="off"
            spellCheck={false}
            onPressEnter={(e) => {
              e.preventDefault();
              onOk();
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
