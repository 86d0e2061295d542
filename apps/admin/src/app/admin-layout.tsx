import { Suspense, useEffect } from 'react';
import { Avatar, Breadcrumb, Dropdown, Layout, Menu, Spin, Tag } from 'antd';
import { Outlet, matchPath, useLocation, useNavigate } from 'react-router';
import { useMe } from '../api/get-me';
import { useLogout } from '../features/auth/api/post-logout';
import { ROLE_LABEL } from '../lib/permissions';
import styles from './admin-layout.module.css';
import { ALL_ITEMS, NAVIGATION, menuFor } from './navigation';

/** Side menu (filtered by role), a header with where you are and who you are, and the screen. */
export function AdminLayout() {
  const { data: me } = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const current = ALL_ITEMS.find((item) => matchPath(item.path, location.pathname));
  const group = NAVIGATION.find((g) => current && g.items.includes(current));

  useEffect(() => {
    document.title = current ? `${current.label} · 金沙运营后台` : '金沙运营后台';
  }, [current]);

  const menu = menuFor(me?.role).map((g) => ({
    type: 'group' as const,
    key: g.label,
    label: g.label,
    children: g.items.map((item) => ({ key: item.path, label: item.label })),
  }));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} className={styles.sider}>
        <div className={styles.logo}>
          <span className={styles.mark}>金</span>
          金沙运营后台
        </div>
        <Menu
          theme="dark"
          mode="inline"
          items={menu}
          selectedKeys={current ? [current.menuKey ?? current.path] : []}
          onClick={({ key }) => navigate(key)}
          data-testid="side-menu"
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <Breadcrumb
            items={[{ title: group?.label ?? '后台' }, ...(current ? [{ title: current.label }] : [])]}
          />
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'security', label: '账号安全' },
                { type: 'divider' },
                { key: 'logout', label: '退出登录', danger: true },
              ],
              onClick: ({ key }) => (key === 'logout' ? logout.mutate() : navigate('/account/security')),
            }}
          >
            <div className={styles.user} data-testid="user-menu">
              <Avatar size="small" className={styles.avatar}>
                {me?.username.slice(0, 1).toUpperCase()}
              </Avatar>
              <span>{me?.username}</span>
              {me && <Tag style={{ marginInlineEnd: 0 }}>{ROLE_LABEL[me.role] ?? me.role}</Tag>}
            </div>
          </Dropdown>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Suspense fallback={<Spin style={{ display: 'block', marginTop: 120 }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
