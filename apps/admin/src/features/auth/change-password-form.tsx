import { App, Button, Form, Input } from 'antd';
import { OPERATOR_PASSWORD } from '@app/shared';
import { errorText } from '../../lib/errors';
import { useChangePassword } from './api/post-password';
import { confirmPasswordRule, operatorPasswordRule } from '../../lib/operator-password-rule';

interface Values {
  old_password: string;
  new_password: string;
  confirm: string;
}

/** Old password, new password (the operator password rule, from @app/shared) and its repeat. */
export function ChangePasswordForm({
  onDone,
  submitText = '修改密码',
}: {
  onDone?: () => void;
  submitText?: string;
}) {
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();
  const { message } = App.useApp();

  const submit = ({ old_password, new_password }: Values) =>
    change.mutate(
      { old_password, new_password },
      {
        onSuccess: () => {
          message.success('密码已修改');
          form.resetFields();
          onDone?.();
        },
        onError: (e) => message.error(errorText(e)),
      },
    );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      autoComplete="off"
      style={{ maxWidth: 400 }}
    >
      <Form.Item name="old_password" label="当前密码" rules={[{ required: true, message: '请输入当前密码' }]}>
        <Input.Password autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <Form.Item name="new_password" label="新密码" {...operatorPasswordRule()}>
        <Input.Password autoComplete="new-password" maxLength={OPERATOR_PASSWORD.maxLength} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        {...confirmPasswordRule('new_password', '请再次输入新密码')}
      >
        <Input.Password autoComplete="new-password" maxLength={OPERATOR_PASSWORD.maxLength} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {submitText}
      </Button>
    </Form>
  );
}
