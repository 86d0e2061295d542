import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

export const agentsNav: NavItem[] = [
  screen('/players/agent-applications', '代理申请', P.playersWrite, () =>
    import('./agent-applications-page').then((m) => m.AgentApplicationsPage),
  ),
];
