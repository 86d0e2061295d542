import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../../lib/errors';
import { useLogin, type OperatorLogin } from './api/post-login';
import { AuthScreen } from './auth-screen';

const TOTP_WRONG = '动态验证码错误';

export function LoginPage() {
  const [form] = Form.useForm<OperatorLogin>();
  const login = useLogin();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);

  const submit = (values: OperatorLogin) => {
    setError(null);
    const totp = values.totp?.trim();
    login.mutate(
      { username: values.username.trim(), password: values.password, ...(totp ? { totp } : {}) },
      {
        onSuccess: () => {
          const from = (location.state as { from?: string } | null)?.from;
          navigate(from && from !== '/login' ? from : '/', { replace: true });
        },
        onError: (e) => {
          const text = errorText(e);
          if (text === TOTP_WRONG) {
            form.setFields([
              {
                name: 'totp',
                errors: [
                  totp ? '动态验证码错误，请输入验证器中当前的 6 位数字' : '该账号已启用动态验证码，请输入',
                ],
              },
            ]);
            form.getFieldInstance('totp')?.focus?.();
          } else {
            setError(text);
          }
        },
      },
    );
  };

  return (
    <AuthScreen title="登录" hint="使用运营账号登录，不可使用会员账号。">
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 20 }} />}
      <Form
        form={form}
        layout="vertical"
        size="large"
        onFinish={submit}
        requiredMark={false}
        autoComplete="off"
      >
        <Form.Item
          name="username"
          label="账号"
          rules={[{ required: true, whitespace: true, message: '请输入账号' }]}
        >
          <Input autoFocus autoComplete="username" placeholder="运营账号" maxLength={32} />
        </Form.Item>
        <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入密码' }]}>
          <Input.Password autoComplete="current-password" placeholder="登录密码" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="totp"
          label="动态验证码"
          extra="已绑定验证器的账号必填；未绑定可留空。"
          rules={[{ pattern: /^\d{6}$/, message: '请输入 6 位数字' }]}
        >
          <Input inputMode="numeric" autoComplete="one-time-code" placeholder="6 位数字" maxLength={6} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending} style={{ marginTop: 8 }}>
          登录
        </Button>
      </Form>
    </AuthScreen>
  );
}
