/**
 * What each back-office role may do: the server enforces it on every call, the console uses the
 * same table to hide what an operator cannot use. A module without zod.
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
  auditRead: 'audit.read',
  reports: 'reports.read',
  /** The agent programme: plans, agents, moves in the tree. */
  agents: 'agents.write',
  /** Risk control (风控): links, tags, blocklists, scores and alerts; only the risk and super roles. */
  riskRead: 'risk.read',
  /** Blocklists, tags and the withdrawal rules. */
  riskWrite: 'risk.write',
  /** The 风控审核 queue and the alerts. */
  riskReview: 'risk.review',
} as const;

export type Permission = (typeof PERMISSION)[keyof typeof PERMISSION];
export type Role = 'super' | 'finance' | 'operations' | 'support' | 'risk';

const P = PERMISSION;
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  super: Object.values(P),
  finance: [P.moneyRead, P.moneyReview, P.moneyAdjust, P.playersRead, P.reports],
  operations: [P.content, P.campaigns, P.games, P.agents, P.playersRead, P.moneyRead, P.reports],
  support: [P.playersRead, P.playersWrite, P.support, P.moneyRead],
  risk: [P.riskRead, P.riskWrite, P.riskReview, P.playersRead, P.moneyRead, P.reports],
};

export const ROLE_LABEL: Record<Role, string> = {
  super: '超级管理员',
  finance: '财务',
  operations: '运营',
  support: '客服',
  risk: '风控',
};

/** Whether `role` may use `permission`; null means any signed-in operator. */
export function roleAllows(role: string | undefined, permission: Permission | null): boolean {
  if (permission === null) return role !== undefined;
  return (ROLE_PERMISSIONS[role as Role] ?? []).includes(permission);
}
