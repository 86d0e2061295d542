/**
 * What each role may do, to hide what an operator cannot use. A copy of the server's table
 * (apps/server/src/modules/operators/permissions.ts): the server decides, this only shapes the menu.
 */
export const PERMISSION = {
  moneyRead: 'money.read',
  moneyReview: 'money.review',
  moneyAdjust: 'money.adjust',
  playersRead: 'players.read',
  playersWrite: 'players.write',
  content: 'content.write',
  campaigns: 'campaigns.write',
  games: 'games.write',
  support: 'support.reply',
  operators: 'operators.manage',
  settings: 'settings.write',
} as const;

export type Permission = (typeof PERMISSION)[keyof typeof PERMISSION];
export type Role = 'super' | 'finance' | 'operations' | 'support';

const P = PERMISSION;
const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  super: Object.values(P),
  finance: [P.moneyRead, P.moneyReview, P.moneyAdjust, P.playersRead],
  operations: [P.content, P.campaigns, P.games, P.playersRead, P.moneyRead],
  support: [P.playersRead, P.playersWrite, P.support, P.moneyRead],
};

export const ROLE_LABEL: Record<Role, string> = {
  super: '超级管理员',
  finance: '财务',
  operations: '运营',
  support: '客服',
};

export function roleAllows(role: string | undefined, permission: Permission | null): boolean {
  if (permission === null) return role !== undefined;
  return (ROLE_PERMISSIONS[role as Role] ?? []).includes(permission);
}
