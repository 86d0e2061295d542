import type { ReactNode } from 'react';
import { Button, Result, Spin } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../api/get-me';
import { FirstPasswordPage } from '../features/auth/first-password-page';
import { errorText } from '../lib/errors';
import { roleAllows, type Permission } from '../lib/permissions';
import { useToken } from '../lib/session';

/** Signed in, and past the first-login password change; otherwise login or that change. */
export function SessionGate({ children }: { children: ReactNode }) {
  const token = useToken();
  const me = useMe();
  const location = useLocation();

  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (me.isPending) return <Spin size="large" style={{ display: 'block', marginTop: '30vh' }} />;
  if (me.isError) {
    return (
      <Result
        status="warning"
        title="无法读取登录状态"
        subTitle={errorText(me.error)}
        extra={<Button onClick={() => void me.refetch()}>重试</Button>}
      />
    );
  }
  if (me.data.mustChangePassword) return <FirstPasswordPage username={me.data.username} />;
  return children;
}

/** A screen the role may not use (a typed address, a bookmark): said plainly, nothing fetched. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: Permission | null;
  children: ReactNode;
}) {
  const { data: me } = useMe();
  if (!roleAllows(me?.role, permission))
    return <Result status="403" title="没有权限" subTitle="当前账号的角色不能使用此功能。" />;
  return children;
}
