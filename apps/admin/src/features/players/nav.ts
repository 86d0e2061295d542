import { screen, type NavItem } from '../../lib/nav';
import { PERMISSION as P } from '../../lib/permissions';

/** Screens of this feature, in menu order (see app/navigation.ts for the group they sit in). */
export const playersNav: NavItem[] = [
  screen('/players', '会员查询', P.playersRead, () => import('./players-page').then((m) => m.PlayersPage)),
  screen(
    '/players/:id',
    '会员详情',
    P.playersRead,
    () => import('./player-detail-page').then((m) => m.PlayerDetailPage),
    {
      hidden: true,
      menuKey: '/players',
    },
  ),
];
