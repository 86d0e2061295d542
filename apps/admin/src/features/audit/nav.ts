import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

export const auditNav: NavItem[] = [
  screen('/system/audit', '审计日志', P.auditRead, () =>
    import('./audit-log-page').then((m) => m.AuditLogPage),
  ),
];

/** The ledger's invariants, run on demand; it sits with the money screens. */
export const ledgerCheckNav: NavItem[] = [
  screen('/system/ledger-check', '账务核对', P.moneyRead, () =>
    import('./ledger-check-page').then((m) => m.LedgerCheckPage),
  ),
];
