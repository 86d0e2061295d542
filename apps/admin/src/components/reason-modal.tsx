import type { ReactNode } from 'react';
import { Flex, Form, Input, Modal, Tag } from 'antd';
import { useBusyAction } from './use-busy-action';

interface ReasonModalProps {
  open: boolean;
  title: string;
  /** What is being refused (order, player, amount), shown above the reason. */
  summary?: ReactNode;
  required?: boolean;
  /** Common reasons, one click to fill in. */
  presets?: readonly string[];
  okText?: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

interface Values {
  reason: string;
}

/** A refusal with its reason: the player sees the reason, so it is asked for every time. */
export function ReasonModal({
  open,
  title,
  summary,
  required = true,
  presets = [],
  okText = '确认拒绝',
  onSubmit,
  onClose,
}: ReasonModalProps) {
  const [form] = Form.useForm<Values>();
  const { busy, run } = useBusyAction();

  const submit = async () => {
    const { reason } = await form.validateFields();
    await run(async () => {
      await onSubmit((reason ?? '').trim());
      form.resetFields();
      onClose();
    });
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      {summary}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="拒绝原因"
          rules={required ? [{ required: true, whitespace: true, message: '请填写拒绝原因' }] : []}
          extra="原因会通知到会员。"
        >
          <Input.TextArea rows={3} maxLength={255} showCount placeholder="请输入拒绝原因" autoFocus />
        </Form.Item>
        {presets.length > 0 && (
          <Flex wrap gap={8}>
            {presets.map((preset) => (
              <Tag
                key={preset}
                style={{ cursor: 'pointer' }}
                onClick={() => form.setFieldValue('reason', preset)}
              >
                {preset}
              </Tag>
            ))}
          </Flex>
        )}
      </Form>
    </Modal>
  );
}
