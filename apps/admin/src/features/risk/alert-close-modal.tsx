import { Form, Input, Modal, Typography, message } from 'antd';
import type { RiskAlertRow } from './api/risk-alerts';
import { useCloseRiskAlert } from './api/risk-alerts';

export type CloseKind = 'dismiss' | 'action';

const TEXT = {
  dismiss: { title: '忽略预警', ok: '确认忽略', label: '说明（选填）', done: '已忽略该预警' },
  action: { title: '记录处理结果', ok: '确认处理', label: '处理说明', done: '已记录处理结果' },
} as const;

/** Closes one alert: dismissed (nothing wrong) or acted on, with the note the audit keeps. */
export function AlertCloseModal({
  alert,
  kind,
  onClose,
}: {
  alert: RiskAlertRow | null;
  kind: CloseKind;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ note: string }>();
  const close = useCloseRiskAlert();
  const text = TEXT[kind];

  const submit = async () => {
    // A missing note is shown under the field; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await close.mutateAsync({ id: alert!.id, to: kind, note: values.note?.trim() ?? '' });
      void message.success(text.done);
      onClose();
    } catch (err) {
      void message.error((err as Error).message);
    }
  };

  return (
    <Modal
      open={alert !== null}
      title={text.title}
      okText={text.ok}
      okButtonProps={{ loading: close.isPending, danger: kind === 'action' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {alert && (
        <Typography.Paragraph type="secondary">
          {alert.kind_label} · {alert.users.map((u) => u.username).join('、')} · {alert.created_at}
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="note"
          label={text.label}
          rules={kind === 'action' ? [{ required: true, whitespace: true, message: '请填写处理说明' }] : []}
          extra={kind === 'action' ? '例如：已标记套利嫌疑、已拉黑设备、已拒绝提款。' : undefined}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder="请输入说明" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
