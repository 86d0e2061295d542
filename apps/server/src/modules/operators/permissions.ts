/** What each back-office role may do; every admin endpoint names the permission it needs. */
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
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  super: Object.values(P),
  finance: [P.moneyRead, P.moneyReview, P.moneyAdjust, P.playersRead],
  operations: [P.content, P.campaigns, P.games, P.playersRead, P.moneyRead],
  support: [P.playersRead, P.playersWrite, P.support, P.moneyRead],
};

export function roleAllows(role: string, permission: Permission): boolean {
  return (ROLE_PERMISSIONS[role as Role] ?? []).includes(permission);
}
