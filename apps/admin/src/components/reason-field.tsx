import { Form, Input } from 'antd';
import { useBusyAction } from './use-busy-action';

/**
 * A modal that asks for a reason: its form, and a submit that validates, hands the trimmed reason
 * to `onSubmit` and closes once that succeeds (a failure shows and keeps it open). `resetOnDone`
 * clears the field before closing.
 */
export function useReasonForm(
  onSubmit: (reason: string) => Promise<unknown>,
  onClose: () => void,
  resetOnDone = false,
) {
  const [form] = Form.useForm<{ reason?: string }>();
  const { busy, run } = useBusyAction();
  const submit = async () => {
    const { reason } = await form.validateFields();
    await run(async () => {
      await onSubmit((reason ?? '').trim());
      if (resetOnDone) form.resetFields();
      onClose();
    });
  };
  return { form, busy, submit };
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
      rules={required ? [{ required: true, whitespace: true, message: `请填写${label}` }] : []}
      extra={extra}
    >
      <Input.TextArea rows={3} maxLength={255} showCount placeholder={placeholder} autoFocus />
    </Form.Item>
  );
}
