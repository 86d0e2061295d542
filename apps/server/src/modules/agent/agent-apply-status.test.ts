import { describe, expect, it } from 'vitest';
import { call, callsAs, registerPlayer, signInOperator, useTestApp } from '../../../test/helpers.js';

// /apply shows where the player's application stands instead of a blank form after it was sent.
const t = useTestApp(signInOperator);
const admin = callsAs(t, () => t.op);
type Player = { token: string };
const status = async (p: Player) => (await call(t.app, 'POST', '/api/agentApplyStatus', {}, p)).data;
const apply = (p: Player, apply_info: string) =>
  call(t.app, 'POST', '/api/applyagentdo', { mobile: '13812345678', apply_info }, p);
async function decide(p: Player, how: 'approve' | 'reject', reason?: string) {
  const me = (await t.services.sessions.resolve(p.token))!;
  const pending = (await admin('GET', '/admin/api/agent-applications/pending')).data as Array<{
    id: number;
    user_id: number;
  }>;
  const mine = pending.find((a) => a.user_id === me)!;
  expect((await admin('POST', `/admin/api/agent-applications/${mine.id}/${how}`, { reason })).code).toBe(200);
}

describe('the agent application’s state, for the player', () => {
  it('is none, then pending, then refused with the reason, then pending again', async () => {
    const p = await registerPlayer(t.app);
    expect(await status(p)).toEqual({ state: 0, reason: '', created_at: null, reviewed_at: null });
    expect((await apply(p, '有500人的游戏社群')).code).toBe(200);
    expect(await status(p)).toMatchObject({
      state: 1,
      reason: '',
      created_at: expect.stringMatching(/^\d{4}-/),
    });
    await decide(p, 'reject', '推广资源不足');
    expect(await status(p)).toMatchObject({
      state: 3,
      reason: '推广资源不足',
      reviewed_at: expect.stringMatching(/^\d{4}-/),
    });
    expect((await apply(p, '已建好推广网站')).code).toBe(200);
    expect(await status(p)).toMatchObject({ state: 1, reason: '' });
  });

  it('is approved once an operator approves, and answers only the caller’s own', async () => {
    const p = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    expect((await apply(p, '有团队')).code).toBe(200);
    await decide(p, 'approve');
    expect(await status(p)).toMatchObject({ state: 2 });
    expect(await status(other)).toMatchObject({ state: 0 });
    expect((await call(t.app, 'POST', '/api/agentApplyStatus', {})).status).toBe(401);
  });
});
