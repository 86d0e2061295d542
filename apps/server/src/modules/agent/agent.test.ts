import { describe, expect, it } from 'vitest';
import { AGENT_MSG } from '@app/shared';
import { call, callsAs, registerPlayer, signInOperator, useTestApp } from '../../../test/helpers.js';

const t = useTestApp(signInOperator);

const admin = callsAs(t, () => t.op);
const applyFor = (p: { token: string }, body: { mobile: string; apply_info: string }) =>
  call(t.app, 'POST', '/api/applyagentdo', body, { token: p.token });
/** The player's pending application, as the back office lists it. */
const pendingOf = async (p: { token: string }) => {
  const me = (await t.services.sessions.resolve(p.token))!;
  const pending = (await admin('GET', '/admin/api/agent-applications/pending')).data as Array<{
    id: number;
    user_id: number;
    apply_info: string;
  }>;
  return { me, mine: pending.find((a) => a.user_id === me)! };
};

describe('agents', () => {
  it('checks the application, keeps one pending; an approved agent sees referred players', async () => {
    const p = await registerPlayer(t.app);
    const applies = async (apply_info: string, code: number, message: string, mobile = '13812345678') =>
      expect(await applyFor(p, { mobile, apply_info })).toMatchObject({ code, message });
    await applies('有团队', 400, AGENT_MSG.mobile, '1381234');
    await applies('  ', 400, AGENT_MSG.reason);
    await applies('有500人的游戏社群', 200, AGENT_MSG.submitted);
    await applies('再申请', 400, AGENT_MSG.pending);

    const { me, mine } = await pendingOf(p);
    expect(mine.apply_info).toBe('有500人的游戏社群');
    expect((await admin('POST', `/admin/api/agent-applications/${mine.id}/approve`)).code).toBe(200);
    expect((await admin('POST', `/admin/api/agent-applications/${mine.id}/approve`)).code).toBe(409);
    expect((await call(t.app, 'POST', '/api/user', {}, { token: p.token })).data.isagent).toBe(1);
    await applies('再申请', 400, AGENT_MSG.already);

    // The approved agent is on the default plan, and a registration by its link joins its tree.
    const db = t.database.db;
    expect(
      await db.selectFrom('agents').select('plan_id').where('user_id', '=', me).executeTakeFirst(),
    ).toBeTruthy();
    const referred = await registerPlayer(t.app, { name: 'refa1234z9', pid: me });
    const referredId = (await t.services.sessions.resolve(referred.token))!;
    expect(
      await db.selectFrom('agent_links').selectAll().where('user_id', '=', referredId).execute(),
    ).toMatchObject([{ parent_id: me, source: 'register' }]);
    expect((await call(t.app, 'GET', '/api/getAgentLoginUrl')).data.url).toBe('/agent/');
  });

  it('rejects with a message in the inbox, and players cannot review', async () => {
    const p = await registerPlayer(t.app);
    await applyFor(p, { mobile: '15912345678', apply_info: '推广' });
    const { mine } = await pendingOf(p);
    const asPlayer = await t.app.inject({
      method: 'POST',
      url: `/admin/api/agent-applications/${mine.id}/approve`,
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(asPlayer.statusCode).toBe(401);
    expect(
      (await admin('POST', `/admin/api/agent-applications/${mine.id}/reject`, { reason: '推广渠道不明确' }))
        .code,
    ).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/usermessage', {}, { token: p.token })).data.data[0],
    ).toMatchObject({ title: '代理申请未通过' });
    expect((await applyFor(p, { mobile: '15912345678', apply_info: '补充资料' })).code).toBe(200);
  });
});
