import { screen, type NavItem } from '../../../lib/nav';
import { PERMISSION as P } from '../../../lib/permissions';

/** 风控 › 玩家标签 (see app/navigation.ts for the group). */
export const riskTagsNav: NavItem[] = [
  screen('/risk/tags', '玩家标签', P.riskRead, () => import('./tags-page').then((m) => m.TagsPage)),
];
