import { TabBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { GiftIcon, HomeIcon, UserIcon, WalletIcon } from '../../components/line-icons';
import { useGo } from '../../lib/use-go';
import { TABS } from '../route-table';
import styles from './main-layout.module.css';

const ICONS: Record<(typeof TABS)[number]['key'], ReactNode> = {
  '/': <HomeIcon />,
  '/discount': <GiftIcon />,
  '/wallet': <WalletIcon />,
  '/mine': <UserIcon />,
};

/** Which tab lights up for a path: sub-pages of the wallet light the wallet tab. */
function tabFor(pathname: string): string | null {
  if (pathname === '/withdraw' || pathname === '/transfer') return '/wallet';
  return TABS.some((tab) => tab.key === pathname) ? pathname : null;
}

export function AppTabBar({ pathname }: { pathname: string }) {
  const go = useGo();
  return (
    <nav className={styles.tabBar}>
      <TabBar activeKey={tabFor(pathname)} safeArea>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.key} icon={ICONS[tab.key]} title={tab.title} onClick={() => go(tab.key)} />
        ))}
      </TabBar>
    </nav>
  );
}
