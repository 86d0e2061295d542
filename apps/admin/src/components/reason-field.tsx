import { Form, Input } from 'antd';
import { requiredText } from '../lib/form-rules';
import { useModalForm } from './use-busy-action';

/**
 * A modal that asks for a reason: its form, and an `onOk` that validates, hands the trimmed reason
 * to `onSubmit` and closes once that succeeds (a failure shows and keeps it open). `resetOnDone`
 * clears the field before closing.
 */
export function useReasonForm(
  onSubmit: (reason: string) => Promise<unknown>,
  onClose: () => void,
  resetOnDone = false,
) {
  const modal = useModalForm<{ reason?: string }>(async ({ reason }) => {
    await onSubmit((reason ?? '').trim());
    if (resetOnDone) modal.form.resetFields();
    onClose();
  });
  return modal;
}

/** The reason box: `label` names it (and its required message); `extra` says who reads it. */
export function ReasonField({
  label,
  required,
  extra,
  placeholder,
}: {
  label: string;
  required: boolean;
  extra: string;
  placeholder?: string;
}) {
  return (
    <Form.Item
      name="reason"
      label={label}
      rules={required ? requiredText(`请填写${label}`) : []}
      extra={extra}
    >
      <Input.TextArea rows={3} maxLength={255} showCount placeholder={placeholder} autoFocus />
    </Form.Item>
  );
}
