import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

/** Screens of this feature, in menu order (see app/navigation.ts for the group they sit in). */
export const reportsNav: NavItem[] = [
  screen('/reports/dashboard', '经营概览', P.reports, () =>
    import('./dashboard-page').then((m) => m.DashboardPage),
  ),
];
