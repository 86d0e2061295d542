import { Alert, App, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { parseYuanToFen } from '@app/shared';
import { Amount } from '../../components/amount';
import { useModalForm } from '../../components/use-busy-action';
import { requiredText } from '../../lib/form-rules';
import { useAdjustmentOptions } from './api/get-adjustment-options';
import { useCreateAdjustment } from './api/post-adjustment';

interface Values {
  username: string;
  direction: 'credit' | 'debit';
  amount: string;
  reason_code: string;
  turnover_multiple?: string | null;
  note: string;
}

/** The amount boxes: yuan as exact strings, two decimals, the form's width. */
const YUAN = { stringMode: true, precision: 2, style: { width: '100%' } } as const;

/** A new manual adjustment; above the threshold it is only requested, a second operator approves. */
export function AdjustmentModal({
  open,
  username,
  onClose,
}: {
  open: boolean;
  username?: string;
  onClose: () => void;
}) {
  const options = useAdjustmentOptions();
  const create = useCreateAdjustment();
  const { message, modal } = App.useApp();
  const { form, busy, onOk } = useModalForm<Values>(async (v) => {
    const result = await create.mutateAsync({
      username: v.username.trim(),
      amount: `${v.direction === 'debit' ? '-' : ''}${v.amount}`,
      reason_code: v.reason_code,
      note: v.note.trim(),
      ...(v.direction === 'credit' && v.turnover_multiple
        ? { turnover_multiple: String(v.turnover_multiple) }
        : {}),
    });
    form.resetFields();
    onClose();
    if (result.state === 'posted') message.success(`已调整，会员当前余额 ¥${result.balance_after}`);
    else
      modal.info({
        title: '已提交复核',
        content: `调整单 ${result.adjust_no} 金额超过复核额度，需由另一位有调整权限的操作员在“待复核”中通过后才会入账。`,
      });
  });
  const direction = Form.useWatch('direction', form) ?? 'credit';
  const amount = Form.useWatch('amount', form);
  const threshold = options.data?.threshold;
  const overThreshold =
    threshold !== undefined &&
    (parseYuanToFen(String(amount ?? '')) ?? 0) > (parseYuanToFen(threshold) ?? Infinity);
  const reasons = (options.data?.reasons ?? []).filter(
    (r) => r.direction === 'both' || r.direction === direction,
  );

  return (
    <Modal
      open={open}
      title="新建余额调整"
      okText="提交调整"
      okButtonProps={{ loading: busy }}
      onOk={onOk}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
      width={560}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        requiredMark={false}
        initialValues={{ username: username ?? '', direction: 'credit' }}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.direction)
            form.setFieldsValue({ reason_code: undefined, turnover_multiple: undefined });
        }}
      >
        <Form.Item name="username" label="会员账号" rules={requiredText('请输入会员账号')}>
          <Input maxLength={32} placeholder="如 demo888" autoFocus={!username} />
        </Form.Item>
        <Form.Item name="direction" label="方向">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'credit', label: '增加余额' },
              { value: 'debit', label: '扣减余额' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label="金额（元）"
          rules={[{ required: true, message: '请输入调整金额' }]}
          extra={
            threshold && (
              <>
                单笔超过 <Amount value={threshold} /> 需另一位操作员复核
              </>
            )
          }
        >
          <InputNumber<string> {...YUAN} min="0.01" max="10000000" placeholder="0.00" />
        </Form.Item>
        <Form.Item
          name="reason_code"
          label="调整原因"
          rules={[{ required: true, message: '请选择调整原因' }]}
        >
          <Select
            placeholder="请选择"
            options={reasons.map((r) => ({ value: r.code, label: r.label }))}
            loading={options.isPending}
          />
        </Form.Item>
        {direction === 'credit' && (
          <Form.Item
            name="turnover_multiple"
            label="流水倍数（可选）"
            extra="增加金额 × 倍数 计入会员剩余打码量；留空则不计。"
          >
            <InputNumber<string> {...YUAN} min="0" max="100" placeholder="不计流水" />
          </Form.Item>
        )}
        <Form.Item name="note" label="备注" rules={requiredText('请填写调整备注')}>
          <Input.TextArea
            rows={3}
            maxLength={255}
            showCount
            placeholder="依据、关联订单号等，会记入审计日志"
          />
        </Form.Item>
        {overThreshold && (
          <Alert
            type="warning"
            showIcon
            title="金额超过复核额度：提交后不会立即入账，需另一位操作员复核通过。"
          />
        )}
      </Form>
    </Modal>
  );
}
