import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

/**
 * The agent programme's screens, in menu order. Reading agents and plans is players.read, the
 * settlement money.read; changing them asks agents.write, money.review and settings.write (the
 * screens hide the controls an operator cannot use).
 */
export const agentsNav: NavItem[] = [
  screen('/players/agent-applications', '代理申请', P.playersWrite, () =>
    import('./agent-applications-page').then((m) => m.AgentApplicationsPage),
  ),
  screen('/agents', '代理列表', P.playersRead, () => import('./agents-page').then((m) => m.AgentsPage)),
  screen('/agents/plans', '佣金方案', P.playersRead, () => import('./plans-page').then((m) => m.PlansPage)),
  screen('/agents/statements', '佣金结算', P.moneyRead, () =>
    import('./statements-page').then((m) => m.StatementsPage),
  ),
  screen('/agents/settings', '代理设置', P.settings, () =>
    import('./agent-settings-page').then((m) => m.AgentSettingsPage),
  ),
  // Last: the layout names the screen by the first path that matches, and /agents/plans matches this too.
  screen(
    '/agents/:id',
    '代理详情',
    P.playersRead,
    () => import('./agent-detail-page').then((m) => m.AgentDetailPage),
    { hidden: true, menuKey: '/agents' },
  ),
];
