import type { TestApp } from './app.js';
import { call } from './http.js';
import { registerPlayer } from './players.js';

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
