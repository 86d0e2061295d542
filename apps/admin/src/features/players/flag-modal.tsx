import type { ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { useBusyAction } from '../../components/use-busy-action';

interface FlagModalProps {
  open: boolean;
  title: string;
  /** What the change does to the player, said before it is made. */
  effect: ReactNode;
  okText: string;
  danger?: boolean;
  /** Required when restricting an account; optional when lifting a restriction. */
  reasonRequired: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Confirms an account change (blacklist, disable, and lifting them) with its reason for the audit log. */
export function FlagModal({
  open,
  title,
  effect,
  okText,
  danger,
  reasonRequired,
  onSubmit,
  onClose,
}: FlagModalProps) {
  const [form] = Form.useForm<{ reason?: string }>();
  const { busy, run } = useBusyAction();

  const submit = async () => {
    const { reason } = await form.validateFields();
    await run(async () => {
      await onSubmit((reason ?? '').trim());
      onClose();
    });
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <div style={{ marginBottom: 16 }}>{effect}</div>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="操作原因"
          rules={reasonRequired ? [{ required: true, whitespace: true, message: '请填写操作原因' }] : []}
          extra="记入审计日志，会员看不到。"
        >
          <Input.TextArea rows={3} maxLength={255} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
