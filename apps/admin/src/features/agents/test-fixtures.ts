import type { AgentStatementAdminRow } from './api/get-agent-statements';

/** A statement waiting for review, above the threshold, with an adjustment of -200. */
export const PENDING_STATEMENT: AgentStatementAdminRow = {
  id: 41,
  period_id: 7,
  period: '2026-05',
  agent_id: 12,
  username: 'agent_a',
  level: 2,
  state: 'pending',
  state_text: '待审核',
  direct_players: 8,
  active_players: 5,
  net: '26000.00',
  rate: '30.00',
  computed: '7800.00',
  adjust: '-200.00',
  payable: '7600.00',
  needs_second: true,
  approved_by: '',
  hold_reason: '',
  adjust_reason: '剔除套利投注',
};
