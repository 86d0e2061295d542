import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, GOOD_PASSWORD, registerPlayer } from '../helpers.js';
import { key, succeeded } from './access/route-table.js';
import { accessMatrixPerFile, REFUSAL_TRAIL } from './access/world.js';
import { changedTables, fingerprint } from './db-state.js';

/**
 * The access matrix on the agent console (see access-matrix.test.ts): every /agent/api route with no
 * console session, a forged or ended one, a player's own token (even an agent's player session) and
 * an operator's answers 401 and moves nothing; and an agent reaches no statement, player or
 * sub-agent of another agent's tree (the figures' scoping is in agent-console.test.ts).
 */

const w = accessMatrixPerFile('access-matrix-agents', (routes) =>
  routes.filter((r) => r.guard.kind === 'agent'),
);
const agentRoutes = () => w.routes.filter((r) => r.guard.kind === 'agent');

/** A player made an agent by the back office, signed in to the console. */
async function consoleAgent() {
  const { t } = w;
  const p = await registerPlayer(t.app);
  const userId = (await t.services.sessions.resolve(p.token))!;
  await t.database.db.transaction().execute((trx) => t.services.agentTree.makeAgent(trx, userId, Date.now()));
  const login = await call(t.app, 'POST', '/agent/api/login', { name: p.name, password: GOOD_PASSWORD });
  return { ...p, userId, consoleToken: login.data.token as string };
}

describe('agents: the console opens only with a console session, and only on the agent’s own tree', () => {
  it('answers 401 to every console route without a valid console session', async () => {
    const { t, figures } = w;
    expect(agentRoutes().length).toBeGreaterThanOrEqual(10);
    expect(
      agentRoutes()
        .filter((r) => !r.url.startsWith('/agent/api/'))
        .map(key),
    ).toEqual([]);
    const agent = await consoleAgent();
    const ended = await consoleAgent();
    await call(t.app, 'POST', '/agent/api/logout', {}, { token: ended.consoleToken });
    const tokens: Array<[string, string | undefined]> = [
      ['no token', undefined],
      ['forged', randomBytes(32).toString('hex')],
      ['ended', ended.consoleToken],
      ['the agent’s player token', agent.token],
      ['an operator token', w.superToken],
    ];
    const before = await fingerprint(t.database, { skip: [...REFUSAL_TRAIL, 'agent_sessions'] });
    const wrong: string[] = [];
    for (const r of agentRoutes()) {
      for (const [label, token] of tokens) {
        const res = await w.send(r.method, r.url.replace(/:(\w+)/g, '1'), token, {});
        if (succeeded(res.status, res.json)) figures.forbiddenSuccess();
        if (res.status !== 401 || (r.method !== 'HEAD' && res.json?.code !== 401))
          wrong.push(`${key(r)} with ${label}: ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(
      changedTables(before, await fingerprint(t.database, { skip: [...REFUSAL_TRAIL, 'agent_sessions'] })),
    ).toEqual([]);
  });

  it('refuses another tree’s statement, players and sub-agent openings', async () => {
    const { t } = w;
    const a = await consoleAgent();
    const b = await consoleAgent();
    const bPlayer = await registerPlayer(t.app, { pid: String(b.userId) });
    const bPlayerId = (await t.services.sessions.resolve(bPlayer.token))!;
    t.clock.advance(40 * 86_400_000);
    await t.services.agentSettlement.settleDue();
    t.clock.advance(-40 * 86_400_000);
    const bStatements = await t.database.db
      .selectFrom('agent_statements')
      .select('id')
      .where('agent_id', '=', b.userId)
      .execute();
    expect(bStatements.length).toBeGreaterThan(0);
    const asA = (method: 'GET' | 'POST', url: string, body?: unknown) =>
      call(t.app, method, url, body, { token: a.consoleToken });
    for (const s of bStatements) expect((await asA('GET', `/agent/api/statements/${s.id}`)).code).toBe(404);
    expect((await asA('POST', '/agent/api/sub-agents', { user_id: bPlayerId })).code).not.toBe(200);
    expect(JSON.stringify((await asA('GET', '/agent/api/players')).data)).not.toContain(bPlayer.name);
    expect(JSON.stringify((await asA('GET', '/agent/api/statements')).data)).not.toContain(
      String(bStatements[0]!.id) + ',',
    );
    const opened = await t.database.db
      .selectFrom('agents')
      .select('user_id')
      .where('user_id', '=', bPlayerId)
      .execute();
    expect(opened).toEqual([]);
  });
});
