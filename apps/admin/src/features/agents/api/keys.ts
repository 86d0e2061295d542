/**
 * Query keys of the agent programme's screens. A change to an agent refreshes the agents (list and
 * detail); a statement's review refreshes the statements, the periods' totals and the agents (whose
 * detail lists their statements).
 */
export const agentsKey = ['admin', 'agents'] as const;
export const agentKey = (id: number) => [...agentsKey, 'detail', id] as const;
export const agentPlansKey = ['admin', 'agent-plans'] as const;
export const statementsKey = ['admin', 'agent-statements'] as const;
export const periodsKey = ['admin', 'agent-periods'] as const;
export const agentSettingsKey = ['admin', 'agent-settings'] as const;
