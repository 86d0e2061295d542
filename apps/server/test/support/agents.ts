import type { TestApp } from './app.js';
import { call } from './http.js';
import { registerPlayer } from './players.js';

/**
 * A commission plan as an operator enters it (POST /admin/api/agent-plans): fees of 1% and 0.5%,
 * 30% from one active player, 40% from three with 5,000.00 of team net revenue, 0.2% on slots.
 */
export const TEST_PLAN = {
  name: '高返方案',
  active_min_valid: '100.00',
  deposit_fee_rate: '1',
  withdrawal_fee_rate: '0.5',
  tiers: [
    { min_active: 1, min_net: '0', rate: '30' },
    { min_active: 3, min_net: '5000', rate: '40' },
  ],
  turnover_rates: { slots: '0.2' },
};

/**
 * A player made an agent the way the site does it: the player applies, a back-office operator
 * (`operatorToken`) approves.
 */
export async function approvedAgent(t: Pick<TestApp, 'app' | 'services'>, operatorToken: string) {
  const p = await registerPlayer(t.app);
  await call(t.app, 'POST', '/api/applyagentdo', { mobile: '13812345678', apply_info: '社群推广' }, p);
  const userId = (await t.services.sessions.resolve(p.token))!;
  const pending = await call<{ id: number; user_id: number }[]>(
    t.app,
    'GET',
    '/admin/api/agent-applications/pending',
    undefined,
    { token: operatorToken },
  );
  const mine = pending.data.find((a) => a.user_id === userId)!;
  await call(t.app, 'POST', `/admin/api/agent-applications/${mine.id}/approve`, undefined, {
    token: operatorToken,
  });
  return { ...p, userId };
}
