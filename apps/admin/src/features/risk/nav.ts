import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

/** Screens of this feature, in menu order (see app/navigation.ts for the group they sit in). */
export const riskAlertsNav: NavItem[] = [
  screen('/risk/alerts', '风险预警', P.riskReview, () =>
    import('./risk-alerts-page').then((m) => m.RiskAlertsPage),
  ),
];
