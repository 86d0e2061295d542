import type { NavItem } from '../../lib/nav';

/** Screens of this feature, in menu order (see app/navigation.ts for the group they sit in). */
export const playersNav: NavItem[] = [];
