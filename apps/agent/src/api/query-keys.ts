/**
 * The console's cached answers by name: one feature's change can refresh another's list (a player
 * opened as a sub-agent refreshes 会员 and 代理) without the features importing each other.
 */
export const QUERY_KEYS = {
  players: 'players',
  subAgents: 'sub-agents',
} as const;
