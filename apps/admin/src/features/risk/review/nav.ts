import { screen, type NavItem } from '../../../lib/nav';
import { PERMISSION as P } from '../../../lib/permissions';

/** The withdrawal risk check's screens (the 风控 group in app/navigation.ts). */
export const riskReviewNav: NavItem[] = [
  screen('/risk/withdrawals', '风控审核', P.riskReview, () =>
    import('./risk-withdrawals-page').then((m) => m.RiskWithdrawalsPage),
  ),
  screen('/risk/rules', '风控规则', P.riskRead, () =>
    import('./risk-rules-page').then((m) => m.RiskRulesPage),
  ),
];
