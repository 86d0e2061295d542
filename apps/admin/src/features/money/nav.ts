import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

export const moneyNav: NavItem[] = [
  screen('/money/deposits', '存款审核', P.moneyReview, () =>
    import('./deposits-page').then((m) => m.DepositsPage),
  ),
  screen('/money/withdrawals', '取款审核', P.moneyReview, () =>
    import('./withdrawals-page').then((m) => m.WithdrawalsPage),
  ),
];
