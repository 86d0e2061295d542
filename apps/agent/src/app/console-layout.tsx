import { TabBar } from 'antd-mobile';
import {
  AppOutline,
  BillOutline,
  CheckShieldOutline,
  LinkOutline,
  TeamOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useMe } from '../api/get-me';
import { LevelBadge } from '../components/level-badge';
import styles from './console-layout.module.css';

const TABS = [
  { key: '/', title: '概览', icon: <AppOutline /> },
  { key: '/players', title: '会员', icon: <UserOutline /> },
  { key: '/agents', title: '代理', icon: <TeamOutline /> },
  { key: '/statements', title: '账单', icon: <BillOutline /> },
  { key: '/promote', title: '推广', icon: <LinkOutline /> },
];

/** The tab pages: a header naming the agent (and the way to 安全中心), the page, the tab bar. */
export function ConsoleLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const me = useMe().data;

  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.who}>
          <h1 className={styles.title}>代理中心</h1>
          {me && (
            <p className={styles.agent}>
              <span>{me.username}</span>
              <LevelBadge level={me.level} />
            </p>
          )}
        </div>
        <button type="button" className={styles.security} onClick={() => void navigate('/security')}>
          <CheckShieldOutline />
          <span>安全</span>
        </button>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <TabBar className={styles.tabBar} activeKey={pathname} onChange={(key) => void navigate(key)}>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.key} title={tab.title} icon={tab.icon} />
        ))}
      </TabBar>
    </div>
  );
}
