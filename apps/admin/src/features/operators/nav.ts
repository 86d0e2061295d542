import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

export const operatorsNav: NavItem[] = [
  screen('/system/operators', '操作员', P.operators, () =>
    import('./operators-page').then((m) => m.OperatorsPage),
  ),
  screen('/account/security', '账号安全', null, () =>
    import('../auth/security-page').then((m) => m.SecurityPage),
  ),
];
