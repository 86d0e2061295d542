import { useEffect, type ReactNode } from 'react';
import { useAppInfo } from '../api/get-app-info';
import { MaintenanceScreen } from './maintenance-screen';

/** Site settings gate: maintenance mode replaces everything; otherwise the site renders. */
export function SiteGate({ children }: { children: ReactNode }) {
  const { data: appInfo } = useAppInfo();

  useEffect(() => {
    if (appInfo?.title) document.title = appInfo.title;
  }, [appInfo?.title]);

  if (appInfo && Number(appInfo.site_state) === 0) return <MaintenanceScreen tips={appInfo.repair_tips} />;
  return <>{children}</>;
}
