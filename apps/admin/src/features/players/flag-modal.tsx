import type { ReactNode } from 'react';
import { Form, Modal } from 'antd';
import { ReasonField, useReasonForm } from '../../components/reason-field';

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
  const { form, busy, onOk } = useReasonForm(onSubmit, onClose);

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, loading: busy }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      <div style={{ marginBottom: 16 }}>{effect}</div>
      <Form form={form} layout="vertical" preserve={false}>
        <ReasonField label="操作原因" required={reasonRequired} extra="记入审计日志，会员看不到。" />
      </Form>
    </Modal>
  );
}
