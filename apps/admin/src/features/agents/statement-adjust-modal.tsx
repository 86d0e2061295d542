import { App, Descriptions, Form, Input, Modal } from 'antd';
import { AGENT_ADMIN_MSG, parseSignedYuanToFen } from '@app/shared';
import { Amount } from '../../components/amount';
import { useModalForm } from '../../components/use-busy-action';
import { requiredText } from '../../lib/form-rules';
import type { AgentStatementAdminRow } from './api/get-agent-statements';
import { useAdjustStatement } from './api/post-statement-review';
import { payableAfter } from './signed-yuan';
import { SignedYuan } from './statement-labels';

interface Values {
  amount: string;
  reason: string;
}

/**
 * The statement's adjustment: a signed amount that replaces the one before, with its reason
 * (kept on the statement and in the audit log). The payable amount it gives is shown as typed.
 */
export function StatementAdjustModal({
  statement: s,
  open,
  onClose,
}: {
  statement: AgentStatementAdminRow;
  open: boolean;
  onClose: () => void;
}) {
  const adjust = useAdjustStatement();
  const { message } = App.useApp();
  const { form, busy, onOk } = useModalForm<Values>(async (v) => {
    await adjust.mutateAsync({ id: s.id, amount: v.amount.trim(), reason: v.reason.trim() });
    message.success(`账单 #${s.id} 已调整，应发 ¥${payableAfter(s.computed, v.amount)}`);
    onClose();
  });
  const typed = Form.useWatch('amount', form);
  const after = typed ? payableAfter(s.computed, typed) : null;

  return (
    <Modal
      open={open}
      title={`调整佣金 · ${s.username} · ${s.period}`}
      okText="保存调整"
      okButtonProps={{ loading: busy }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Descriptions
        size="small"
        column={2}
        bordered
        style={{ marginBottom: 16 }}
        items={[
          { key: 'computed', label: '计算佣金', children: <Amount value={s.computed} /> },
          { key: 'adjust', label: '当前调整', children: <SignedYuan value={s.adjust} /> },
          {
            key: 'after',
            label: '调整后应发',
            span: 2,
            children: after === null ? '—' : <Amount value={after} />,
          },
        ]}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        requiredMark={false}
        initialValues={{ amount: Number(s.adjust) === 0 ? '' : s.adjust, reason: s.adjust_reason }}
      >
        <Form.Item
          name="amount"
          label="调整金额（元）"
          extra="正数增加、负数扣减，替换原有调整；应发佣金最低为 0。"
          rules={[
            { required: true, message: '请输入调整金额' },
            {
              validator: async (_, value?: string) => {
                if (value && parseSignedYuanToFen(value) === null)
                  throw new Error(AGENT_ADMIN_MSG.planAmount);
              },
            },
          ]}
        >
          <Input maxLength={16} placeholder="如 -200 或 150.50" autoFocus />
        </Form.Item>
        <Form.Item name="reason" label="调整原因" rules={requiredText(AGENT_ADMIN_MSG.adjustReason)}>
          <Input.TextArea rows={3} maxLength={255} showCount placeholder="依据，会记入账单与审计日志" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
