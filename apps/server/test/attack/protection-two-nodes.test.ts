import { describe, expect, it } from 'vitest';
import { PROTECTION_MSG } from '@app/shared';
import { call, registerPlayer, twoNodesPerFile } from '../helpers.js';
import { attackFigures } from './figures.js';

/**
 * A player's protection choices sent in parallel to two API nodes on one database: nothing a node
 * keeps in memory can order them, so the database must. One exclusion starts, one raise waits.
 */

const figures = attackFigures('protection-two-nodes');
const ENV = { RATE_REGISTER_PER_10MIN: '100000' };
const nodes = twoNodesPerFile(ENV, () => figures.write({ routes: 2 }));

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const node = (i: number) => (i % 2 === 0 ? nodes.first : nodes.second);
async function post(i: number, url: string, body: unknown, token: string) {
  const res = await call(node(i).app, 'POST', url, body, { token });
  figures.count(res.status);
  return res;
}

describe('protection choices sent to two nodes at once', () => {
  // Several players at once: each one's requests race each other, and more races give the check
  // more chances to catch a gap between reading and writing.
  const PLAYERS = 6;
  const REQUESTS = 12;
  const players = async () =>
    Promise.all(
      range(PLAYERS).map(async () => {
        const { token } = await registerPlayer(nodes.first.app);
        // Both nodes know the session and have their connections open: the race starts even.
        for (const t of [nodes.first, nodes.second])
          await call(t.app, 'GET', '/api/protection', undefined, { token });
        return { token, userId: (await nodes.first.services.sessions.resolve(token))! };
      }),
    );

  it('starts one exclusion however many requests race', async () => {
    const ps = await players();
    const answers = await Promise.all(
      ps.map(({ token }) =>
        Promise.all(
          range(REQUESTS).map((i) =>
            post(
              i,
              '/api/protection/exclusion',
              { kind: 'timeout', duration: i % 3 === 0 ? '30d' : '24h', confirm: 1 },
              token,
            ),
          ),
        ),
      ),
    );
    figures.add('races', PLAYERS);
    for (const [p, { userId }] of ps.entries()) {
      const rows = await nodes.first.database.db
        .selectFrom('player_exclusions')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      if (rows.length > 1) figures.forbiddenSuccess(rows.length - 1);
      expect(rows).toHaveLength(1);
      expect(answers[p]!.filter((a) => a.code === 200)).toHaveLength(1);
      for (const a of answers[p]!.filter((x) => x.code !== 200)) {
        expect(a.status === 401 || a.message === PROTECTION_MSG.alreadyExcluded).toBe(true);
      }
    }
  });

  it('keeps one raise waiting in its cooling-off however many requests race', async () => {
    const ps = await players();
    for (const { token } of ps)
      expect((await post(0, '/api/protection/limits', { period: 'day', amount: 100 }, token)).code).toBe(200);
    const answers = await Promise.all(
      ps.map(({ token }) =>
        Promise.all(
          range(REQUESTS).map((i) =>
            post(i, '/api/protection/limits', { period: 'day', amount: 200 + (i % 3) * 100 }, token),
          ),
        ),
      ),
    );
    figures.add('races', PLAYERS);
    const now = nodes.first.clock.now().getTime();
    for (const [p, { userId }] of ps.entries()) {
      expect(answers[p]!.every((a) => a.code === 200)).toBe(true);
      const waiting = await nodes.first.database.db
        .selectFrom('deposit_limits')
        .select(['amount_fen'])
        .where('user_id', '=', userId)
        .where('period', '=', 'day')
        .where('cancelled_at', 'is', null)
        .where('effective_at', '>', now)
        .execute();
      if (waiting.length > 1) figures.forbiddenSuccess(waiting.length - 1);
      expect(waiting).toHaveLength(1);
    }
  });
});
