import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

export const moneyNav: NavItem[] = [
  screen('/money/deposits', '存款审核', P.moneyReview, () =>
    import('./deposits-page').then((m) => m.DepositsPage),
  ),
  screen('/money/withdrawals', '取款审核', P.moneyReview, () =>
    import('./withdrawals-page').then((m) => m.WithdrawalsPage),
  ),
  screen('/money/deposit-history', '存款记录', P.moneyRead, () =>
    import('./deposit-history-page').then((m) => m.DepositHistoryPage),
  ),
  screen('/money/withdrawal-history', '取款记录', P.moneyRead, () =>
    import('./withdrawal-history-page').then((m) => m.WithdrawalHistoryPage),
  ),
  screen('/money/adjustments', '余额调整', P.moneyAdjust, () =>
    import('./adjustments-page').then((m) => m.AdjustmentsPage),
  ),
];
