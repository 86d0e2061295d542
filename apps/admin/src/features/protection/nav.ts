import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

/** Screens of this feature, in menu order (see app/navigation.ts for the group they sit in). */
export const protectionNav: NavItem[] = [
  screen('/protection/players', '限额与排除', P.playersRead, () =>
    import('./player-protection-page').then((m) => m.PlayerProtectionPage),
  ),
  screen('/protection/exclusions', '冷静期与自我排除', P.playersRead, () =>
    import('./exclusions-page').then((m) => m.ExclusionsPage),
  ),
  screen('/protection/rising-deposits', '存款上升', P.playersRead, () =>
    import('./rising-deposits-page').then((m) => m.RisingDepositsPage),
  ),
];
