import { describe, expect, it } from 'vitest';
import { AGENT_CONSOLE_MSG, loginFailedTries } from '@app/shared';
import {
  approvedAgent,
  call,
  fundedPlayer,
  GOOD_PASSWORD,
  registerPlayer,
  signInOperator,
  useTestApp,
} from '../../../test/helpers.js';
import { totpCode } from '../operators/totp.js';
import { AGENT_TOTP_MSG } from './agent-auth.service.js';

const t = useTestApp(signInOperator);

const newAgent = () => approvedAgent(t, t.op);

const login = (name: string, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', '/agent/api/login', { name, password: GOOD_PASSWORD, ...extra });
const as = (token: string) => (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, body, { token });

describe('the agent console', () => {
  it('signs in agents only, with a session of its own that opens no player call', async () => {
    const player = await registerPlayer(t.app);
    expect(await login(player.name)).toMatchObject({ code: 403, message: AGENT_CONSOLE_MSG.notAgent });
    expect(await login(player.name, { password: 'wrong-pass-1' })).toMatchObject({
      message: loginFailedTries(4),
    });

    const agent = await newAgent();
    const answer = await login(agent.name);
    expect(answer.code).toBe(200);
    const console = as(answer.data.token);
    expect((await console('GET', '/agent/api/me')).data).toMatchObject({
      username: agent.name,
      level: 1,
      max_depth: 3,
      can_open_sub_agents: true,
      referral_path: `/#/?pid=${agent.userId}`,
      totp_enabled: false,
    });
    // The player's own session still stands; neither token opens the other's calls.
    expect((await call(t.app, 'POST', '/api/user', {}, { token: agent.token })).code).toBe(200);
    expect((await call(t.app, 'GET', '/agent/api/me', undefined, { token: agent.token })).code).toBe(401);
    expect((await call(t.app, 'POST', '/api/user', {}, { token: answer.data.token })).code).toBe(401);

    expect((await console('POST', '/agent/api/logout', {})).code).toBe(200);
    expect((await console('GET', '/agent/api/me')).code).toBe(401);
  });

  it('shows the agent its own players and figures, and nothing of another tree', async () => {
    const a = await newAgent();
    const b = await newAgent();
    await t.services.settings.set({ turnover_multiple: '0' });
    const mine = await fundedPlayer(t, 300, { pid: String(a.userId) });
    const theirs = await fundedPlayer(t, 500, { pid: String(b.userId) });
    const consoleA = as((await login(a.name)).data.token);

    const overview = (await consoleA('GET', '/agent/api/overview')).data;
    expect(overview.today).toMatchObject({ registrations: 1, first_deposits: 1, deposits: '300.00' });
    expect(overview.period).toMatchObject({ registrations: 1, deposits: '300.00' });
    expect(overview.projection).toMatchObject({ commission: '0.00' });

    const players = (await consoleA('GET', '/agent/api/players?page=1')).data;
    expect(players.total).toBe(1);
    expect(players.data[0]).toMatchObject({ user_id: mine.userId, deposits: '300.00', is_agent: false });
    expect(JSON.stringify(players)).not.toContain('王五');
    expect((await consoleA('GET', `/agent/api/players?username=${mine.name.slice(0, 4)}`)).data.total).toBe(
      1,
    );
    expect((await consoleA('GET', '/agent/api/players?username=zzz_')).data.total).toBe(0);

    // Another agent's player cannot be opened as a sub-agent, nor another agent's statement read.
    expect(await consoleA('POST', '/agent/api/sub-agents', { user_id: theirs.userId })).toMatchObject({
      message: AGENT_CONSOLE_MSG.notYourPlayer,
    });
    // The month closes and is settled; back to today, where the sessions still stand.
    t.clock.advance(40 * 86_400_000);
    await t.services.agentSettlement.settleDue();
    t.clock.advance(-40 * 86_400_000);
    const statementOfB = await t.database.db
      .selectFrom('agent_statements')
      .select('id')
      .where('agent_id', '=', b.userId)
      .executeTakeFirstOrThrow();
    expect((await consoleA('GET', `/agent/api/statements/${statementOfB.id}`)).code).toBe(404);
    const own = (await consoleA('GET', '/agent/api/statements')).data;
    expect(own.data.length).toBeGreaterThan(0);
    const detail = (await consoleA('GET', `/agent/api/statements/${own.data.at(-1).id}`)).data;
    expect(detail.players).toMatchObject([{ username: mine.name, deposits: '300.00' }]);
  });

  it('opens a direct player as a sub-agent within the depth the operator allows', async () => {
    await t.services.settings.set({ agent_max_depth: '2' });
    const a = await newAgent();
    const p = await registerPlayer(t.app, { pid: String(a.userId) });
    const pId = (await t.services.sessions.resolve(p.token))!;
    const consoleA = as((await login(a.name)).data.token);
    expect(await consoleA('POST', '/agent/api/sub-agents', { user_id: pId })).toMatchObject({
      code: 200,
      message: AGENT_CONSOLE_MSG.subAgentOpened,
    });
    expect(await consoleA('POST', '/agent/api/sub-agents', { user_id: pId })).toMatchObject({
      message: AGENT_CONSOLE_MSG.alreadyAgent,
    });
    expect((await consoleA('GET', '/agent/api/sub-agents')).data).toMatchObject([{ user_id: pId, level: 2 }]);

    const q = await registerPlayer(t.app, { pid: String(pId) });
    const qId = (await t.services.sessions.resolve(q.token))!;
    const consoleP = as((await login(p.name)).data.token);
    expect((await consoleP('GET', '/agent/api/me')).data).toMatchObject({
      level: 2,
      can_open_sub_agents: false,
    });
    expect(await consoleP('POST', '/agent/api/sub-agents', { user_id: qId })).toMatchObject({
      message: AGENT_CONSOLE_MSG.depthReached,
    });
    await t.services.settings.set({ agent_max_depth: '3' });
  });

  it('asks for the authenticator code once enabled, each code once; signs a frozen agent out', async () => {
    const a = await newAgent();
    const console = as((await login(a.name)).data.token);
    const setup = (await console('POST', '/agent/api/totp/setup', {})).data;
    expect(setup.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const now = t.clock.now().getTime();
    expect((await console('POST', '/agent/api/totp/enable', { code: '000000' })).message).toBe(
      AGENT_TOTP_MSG.wrong,
    );
    expect(
      (await console('POST', '/agent/api/totp/enable', { code: totpCode(setup.secret, now) })).code,
    ).toBe(200);

    expect(await login(a.name)).toMatchObject({
      message: AGENT_TOTP_MSG.required,
      data: { totp_required: true },
    });
    t.clock.advance(30_000);
    const code = totpCode(setup.secret, t.clock.now().getTime());
    const signedIn = await login(a.name, { totp: code });
    expect(signedIn.code).toBe(200);
    expect(await login(a.name, { totp: code })).toMatchObject({ message: AGENT_TOTP_MSG.wrong });

    await t.database.db.updateTable('agents').set({ state: 0 }).where('user_id', '=', a.userId).execute();
    expect((await as(signedIn.data.token)('GET', '/agent/api/me')).code).toBe(401);
  });
});
