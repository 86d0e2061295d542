import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Skeleton } from 'antd';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { OPERATOR_PASSWORD } from '@app/shared';
import { errorText } from '../../lib/errors';
import { useSetup, useSetupNeeded } from './api/post-setup';
import { AuthScreen } from './auth-screen';
import {
  confirmPasswordRule,
  operatorPasswordRule,
  operatorUsernameRule,
} from '../../lib/operator-password-rule';

interface Values {
  username: string;
  password: string;
  confirm: string;
}

/**
 * A production site's first visit to the console: the link printed at start carries a one-time
 * token, with which the first super operator is created and chooses its own password.
 */
export function SetupPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const needed = useSetupNeeded();
  const setup = useSetup();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  if (needed.isPending) {
    return (
      <AuthScreen title="初始化后台" hint="正在检查后台状态…">
        <Skeleton active />
      </AuthScreen>
    );
  }
  if (needed.data && !needed.data.needed) return <Navigate to="/login" replace />;
  if (!token) {
    return (
      <AuthScreen title="初始化后台" hint="创建第一个超级管理员。">
        <Result
          status="warning"
          title="缺少初始化链接"
          subTitle="请使用服务启动时输出的初始化链接打开本页。"
        />
      </AuthScreen>
    );
  }

  const submit = ({ username, password }: Values) => {
    setError(null);
    setup.mutate(
      { token, username: username.trim(), password },
      { onSuccess: () => navigate('/login', { replace: true }), onError: (e) => setError(errorText(e)) },
    );
  };

  return (
    <AuthScreen title="初始化后台" hint="创建第一个超级管理员。此链接仅可使用一次，24 小时内有效。">
      {error && <Alert type="error" title={error} showIcon style={{ marginBottom: 20 }} />}
      <Form layout="vertical" size="large" onFinish={submit} requiredMark={false} autoComplete="off">
        <Form.Item name="username" label="管理员账号" {...operatorUsernameRule}>
          <Input autoFocus autoComplete="username" maxLength={32} />
        </Form.Item>
        <Form.Item name="password" label="密码" {...operatorPasswordRule('username')}>
          <Input.Password autoComplete="new-password" maxLength={OPERATOR_PASSWORD.maxLength} />
        </Form.Item>
        <Form.Item name="confirm" label="确认密码" {...confirmPasswordRule('password', '请再次输入密码')}>
          <Input.Password autoComplete="new-password" maxLength={OPERATOR_PASSWORD.maxLength} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={setup.isPending}>
          创建并前往登录
        </Button>
      </Form>
    </AuthScreen>
  );
}
