import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { findLayoutRoute, TABS } from '../route-table';
import { AppTabBar } from './app-tab-bar';
import { KeepAliveScreens } from './keep-alive-screens';
import { SubHeader } from './sub-header';
import styles from './main-layout.module.css';

/** Main layout: optional sub-page header, the screen, and the bottom tab bar. */
export function MainLayout() {
  const { pathname } = useLocation();
  const route = findLayoutRoute(pathname);
  const showTabBar = !route?.hideTabBar;
  const isTabRoot = TABS.some((tab) => tab.key === pathname);

  return (
    <div className={showTabBar ? styles.withTabBar : undefined}>
      {route?.title && <SubHeader title={route.title} showBack={!isTabRoot} backTo={route.backTo} />}
      <main className={styles.main}>
        <KeepAliveScreens pathname={pathname} />
        {/* For a kept-alive path the outlet holds only its guard; the screen is drawn above. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {showTabBar && <AppTabBar pathname={pathname} />}
    </div>
  );
}
