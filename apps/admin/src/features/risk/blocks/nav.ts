import { screen, type NavItem } from '../../../lib/nav';
import { PERMISSION as P } from '../../../lib/permissions';

/** 风控 → 黑名单 (app/navigation.ts puts it in the 风控 group). */
export const riskBlocksNav: NavItem[] = [
  screen('/risk/blocks', '黑名单', P.riskRead, () => import('./blocks-page').then((m) => m.BlocksPage)),
];
