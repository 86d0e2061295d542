import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { appInfoKey, useAppInfo } from '../api/get-app-info';
import { onMaintenanceAnswer } from '../lib/api-client';
import { MaintenanceScreen } from './maintenance-screen';

/** Site settings gate: maintenance mode replaces everything; otherwise the site renders. */
export function SiteGate({ children }: { children: ReactNode }) {
  const { data: appInfo } = useAppInfo();
  const queryClient = useQueryClient();

  // A page left open when maintenance starts sees 503 answers: fetch the settings again so the
  // repair notice replaces the page instead of a string of error toasts.
  useEffect(
    () => onMaintenanceAnswer(() => void queryClient.invalidateQueries({ queryKey: appInfoKey })),
    [queryClient],
  );

  useEffect(() => {
    if (appInfo?.title) document.title = appInfo.title;
  }, [appInfo?.title]);

  if (appInfo && Number(appInfo.site_state) === 0) return <MaintenanceScreen tips={appInfo.repair_tips} />;
  return <>{children}</>;
}
