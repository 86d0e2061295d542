import type { ReactNode } from 'react';
import { Flex, Form, Modal, Tag } from 'antd';
import { ReasonField, useReasonForm } from './reason-field';

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
  const { form, busy, onOk } = useReasonForm(onSubmit, onClose, true);

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy }}
      onOk={onOk}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      {summary}
      <Form form={form} layout="vertical" preserve={false}>
        <ReasonField
          label="拒绝原因"
          required={required}
          extra="原因会通知到会员。"
          placeholder="请输入拒绝原因"
        />
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
