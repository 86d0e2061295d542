import { describe, expect, it } from 'vitest';
import { call, useTestApp } from '../../test/helpers.js';
import { checkInvariants } from '../ledger/invariants.js';
import { seedDemoAgents, DEMO_AGENT } from './seed-agents.js';
import { seedDemoBackOffice } from './seed-backoffice.js';
import { seedGames } from './seed-games.js';

const t = useTestApp(async (t) => {
  // The last evening of a month: the closed month is furthest back, and must still have the crowd's play.
  t.clock.set(new Date('2026-11-30T12:00:00Z'));
  await seedGames(t.database.db);
  await seedDemoBackOffice(t.database.db, t.services, t.clock.now().getTime());
  await seedDemoAgents(t.database.db, { demoPassword: 'demo8888' });
  await seedDemoAgents(t.database.db, { demoPassword: 'demo8888' });
});

describe('the demo agent programme', () => {
  it('has the crowd claim rebates weekly, the last days’ still pending, in the ledger', async () => {
    const db = t.database.db;
    const byState = await db
      .selectFrom('rebates')
      .select(['state', (eb) => eb.fn.sum<number>('amount_fen').as('fen')])
      .groupBy('state')
      .execute();
    const fen = (state: number) => Number(byState.find((r) => Number(r.state) === state)?.fen ?? 0);
    expect(fen(0)).toBeGreaterThan(0);
    expect(fen(1)).toBeGreaterThan(0);
    const journals = await db
      .selectFrom('ledger_journals')
      .select((eb) => eb.fn.sum<number>('amount').as('fen'))
      .where('reason', '=', 'rebate')
      .executeTakeFirstOrThrow();
    expect(Number(journals.fen)).toBe(fen(1));
    expect((await checkInvariants(db)).ok).toBe(true);
  });

  it('signs the demo agent in; its tree, a sub-agent, last month settled from the demo', async () => {
    const login = await call(t.app, 'POST', '/agent/api/login', { name: DEMO_AGENT, password: 'demo8888' });
    expect(login.code).toBe(200);
    const as = (url: string) => call(t.app, 'GET', url, undefined, { token: login.data.token });
    expect((await as('/agent/api/players')).data.total).toBe(6);
    expect((await as('/agent/api/sub-agents')).data).toMatchObject([
      { username: 'lina2024', direct_players: 2 },
    ]);

    expect(await t.services.agentSettlement.settleDue()).toBeGreaterThan(0);
    const statements = (await as('/agent/api/statements')).data.data;
    expect(statements.length).toBeGreaterThan(0);
    // The README promises a statement waiting for review, on whatever day of the month the demo starts.
    expect(statements[0]).toMatchObject({ state: 'pending' });
    const detail = (await as(`/agent/api/statements/${statements[0].id}`)).data;
    expect(detail.players.length).toBeGreaterThan(0);
  });
});
