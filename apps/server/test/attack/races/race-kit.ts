import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SECRETS, signedHeaders } from '@app/shared/node';
import { seedActivities } from '../../../src/seeds/seed-activities.js';
import { seedGames } from '../../../src/seeds/seed-games.js';
import { checkInvariants } from '../../../src/ledger/invariants.js';
import {
  buildTestApp,
  call,
  operatorToken,
  roleOperatorToken,
  fundedPlayer,
  type TestApp,
} from '../../helpers.js';
import { attackFigures, type FiguresRecorder } from '../figures.js';

/**
 * What every races file shares: two API nodes on one database, operators signed in once, and the
 * helpers that race one request many times and check the books afterwards. RACE_WIDTH sets how
 * many requests race (default 12; the reliability run uses more).
 */

export const WIDTH = Math.max(4, Number(process.env.RACE_WIDTH ?? 12));
const ENV = { RATE_REGISTER_PER_10MIN: '100000', RATE_LOGIN_PER_10MIN: '100000', SESSION_TTL_HOURS: '2400' };
export type Player = Awaited<ReturnType<typeof fundedPlayer>>;
type Operator = 'super' | 'finance' | 'finance2' | 'operations';

export interface RaceWorld {
  first: TestApp;
  second: TestApp;
  /** Operators signed in once (the red packet race moves the clock and puts it back). */
  ops: Record<Operator, string>;
  figures: FiguresRecorder;
}

/**
 * Builds the two nodes before the file's tests (seeded games and activities, no turnover or daily
 * withdrawal limits, adjustments above 10.00 reviewed) and closes them after; the file's figures
 * are written as `name`, with `routes` the routes it races.
 */
export function racesPerFile(name: string, routes: number): RaceWorld {
  const w = { ops: {}, figures: attackFigures(name) } as RaceWorld;
  beforeAll(async () => {
    w.first = await buildTestApp(ENV);
    w.second = await buildTestApp(ENV, w.first);
    await seedGames(w.first.database.db);
    await seedActivities(w.first.database.db, w.first.clock.now().getTime());
    await w.first.services.settings.set({
      turnover_multiple: '0',
      withdraw_daily_count: '0',
      adjust_approval_threshold: '10.00',
    });
    w.ops.super = await operatorToken(w.first);
    w.ops.finance = (await roleOperatorToken(w.first, 'finance')).token;
    w.ops.finance2 = (await roleOperatorToken(w.first, 'finance')).token;
    w.ops.operations = (await roleOperatorToken(w.first, 'operations')).token;
  }, 60_000);

  afterAll(async () => {
    const shared =
      w.first?.database.dialect === 'sqlite'
        ? 'one SQLite handle'
        : 'the PostgreSQL schema, each with its own pool';
    w.figures.note(`${WIDTH} requests per race; two nodes share ${shared}`);
    w.figures.write({ routes });
    await w.second?.close();
    await w.first?.close();
  });
  return w;
}

/** The races of a file run first on one API node, then spread over two nodes on one database. */
export const NODE_COUNTS: Array<[string, 1 | 2]> = [
  ['one API node', 1],
  ['two API nodes on one database', 2],
];

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * The race helpers on `nodes` nodes: request `i` goes to the second node when it is odd and there
 * are two.
 */
export function raceKit(w: RaceWorld, nodes: 1 | 2) {
  const node = (i: number) => (nodes === 1 || i % 2 === 0 ? w.first : w.second);
  const { figures } = w;

  async function post(i: number, url: string, body: unknown, token: string) {
    const res = await call(node(i).app, 'POST', url, body, { token });
    figures.count(res.status);
    return res;
  }
  /** Sends `n` requests at once; returns the answers. */
  async function race<T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> {
    figures.add('races');
    return Promise.all(range(n).map(send));
  }
  /** Fails, and counts, when more succeeded than may. */
  function atMost(successes: number, allowed: number) {
    if (successes > allowed) figures.forbiddenSuccess(successes - allowed);
  }
  /**
   * Two operators press approve and reject on one order at once: whether the one decision that won
   * approved it.
   */
  async function decide(kind: 'deposits' | 'withdrawals', id: number): Promise<boolean> {
    const pair = [w.ops.super, w.ops.finance];
    // Each decision sends its own body: a withdrawal's approval refuses a reason it does not take.
    const answers = await race(WIDTH, (i) =>
      i % 4 < 2
        ? post(i, `/admin/api/${kind}/${id}/approve`, {}, pair[i % 2]!)
        : post(i, `/admin/api/${kind}/${id}/reject`, { reason: '信息有误' }, pair[i % 2]!),
    );
    // Every loser lost to the winner's decision, never to its own request's shape.
    expect(new Set(answers.filter((a) => a.code !== 200).map((a) => a.code))).toEqual(new Set([409]));
    const won = answers.map((a, i) => ({ ok: a.code === 200, approve: i % 4 < 2 })).filter((a) => a.ok);
    atMost(won.length, 1);
    expect(won).toHaveLength(1);
    return won[0]!.approve;
  }
  /** A player with `yuan` deposited, `inGame` yuan of it moved into the game wallet of `platform`. */
  async function fundedInGame(yuan: number, platform: string, inGame: number) {
    const p = await fundedPlayer(w.first, yuan);
    const into = { amount: inGame, sourcetype: 'userbalance', targettype: platform };
    expect((await post(0, '/api/transfer', into, p.token)).code).toBe(200);
    return p;
  }
  async function books() {
    figures.add('invariantChecks');
    expect((await checkInvariants(w.first.database.db)).violations).toEqual([]);
  }
  const balanceFen = async (p: { token: string }) =>
    Math.round(
      Number((await call(w.first.app, 'POST', '/api/balance', {}, { token: p.token })).data.balance) * 100,
    );
  const platformFen = async (p: Player, code: string) => {
    const list = (await call(w.first.app, 'POST', '/api/balancelist2', {}, { token: p.token }))
      .data as Array<{
      platname: string;
      balance: string;
    }>;
    return Math.round(Number(list.find((x) => x.platname === code)?.balance ?? 0) * 100);
  };
  const providerFen = async (p: Player, platform: string) => {
    const raw = JSON.stringify({ player_id: String(p.userId), platform });
    const res = await w.first.app.inject({
      method: 'POST',
      url: '/demo-provider/api/balance',
      headers: {
        'content-type': 'application/json',
        ...signedHeaders('provider', DEV_SECRETS.DEMO_PROVIDER_SECRET, raw, w.first.clock.now().getTime()),
      },
      payload: raw,
    });
    return Math.round(Number(res.json().balance) * 100);
  };
  return { node, post, race, atMost, decide, fundedInGame, books, balanceFen, platformFen, providerFen };
}

/** The check closing every races file: whatever raced, the books balance and no wallet went below zero. */
export function afterEveryRace(w: RaceWorld) {
  describe('after every race', () => {
    it('no wallet anywhere is below zero and every movement is balanced', async () => {
      const negative = await w.first.database.db
        .selectFrom('accounts')
        .select(['id', 'kind', 'balance'])
        .where('kind', 'in', ['main', 'platform'])
        .where('balance', '<', 0)
        .execute();
      expect(negative).toEqual([]);
      await expect(checkInvariants(w.first.database.db)).resolves.toMatchObject({ ok: true });
      w.figures.add('invariantChecks');
    });
  });
}
