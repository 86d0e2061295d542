import { Alert, Button } from 'antd';
import { useLogout } from './api/post-logout';
import { AuthScreen } from './auth-screen';
import { ChangePasswordForm } from './change-password-form';

/** First login (or a password reset by an administrator): nothing else opens until it is changed. */
export function FirstPasswordPage({ username }: { username: string }) {
  const logout = useLogout();
  return (
    <AuthScreen title="设置新密码" hint={`账号 ${username} 首次登录，请先修改初始密码。`}>
      <Alert
        type="warning"
        showIcon
        title="初始密码仅用于首次登录，修改后才能使用后台功能。"
        style={{ marginBottom: 20 }}
      />
      <ChangePasswordForm submitText="修改并进入后台" />
      <Button type="link" style={{ paddingLeft: 0, marginTop: 12 }} onClick={() => logout.mutate()}>
        退出登录
      </Button>
    </AuthScreen>
  );
}
