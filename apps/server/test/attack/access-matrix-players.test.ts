import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, registerPlayer } from '../helpers.js';
import { IDOR_CASES } from './access/idor-cases.js';
import { key, succeeded, type Method } from './access/route-table.js';
import { accessMatrixPerFile, REFUSAL_TRAIL } from './access/world.js';
import { changedTables, fingerprint } from './db-state.js';

/**
 * The access matrix on player routes (see access-matrix.test.ts): every player route with no
 * session or an operator's, and as another player aimed at a victim's cards, orders and messages.
 * None may succeed, nothing of the victim's may show, and the database must not move.
 */

const w = accessMatrixPerFile('access-matrix-players', (routes) =>
  routes.filter((r) => r.guard.kind === 'player'),
);

describe('players: no session opens nothing, and one player never reaches another’s data', () => {
  const playerRoutes = () => w.routes.filter((r) => r.guard.kind === 'player');

  it(
    'answers 401 to every player route without a valid player session ' +
      '(none, forged, revoked, an operator’s)',
    async () => {
      const { t, figures } = w;
      const revoked = await registerPlayer(t.app);
      await call(t.app, 'POST', '/api/logoff', {}, { token: revoked.token });
      const tokens: Array<[string, string | undefined]> = [
        ['no token', undefined],
        ['forged', randomBytes(32).toString('hex')],
        ['revoked', revoked.token],
        ['an operator token', w.superToken],
      ];
      const before = await fingerprint(t.database, { skip: REFUSAL_TRAIL });
      const wrong: string[] = [];
      for (const r of playerRoutes()) {
        for (const [label, token] of tokens) {
          const res = await w.send(r.method, r.url.replace(/:(\w+)/g, 'pg'), token, {});
          if (succeeded(res.status, res.json)) figures.forbiddenSuccess();
          if (res.status !== 401 || (r.method !== 'HEAD' && res.json?.code !== 401))
            wrong.push(`${key(r)} with ${label}: ${res.status}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(changedTables(before, await fingerprint(t.database, { skip: REFUSAL_TRAIL }))).toEqual([]);
    },
  );

  it(
    'refuses the victim’s cards, orders and messages to the attacker, ' +
      'who can use their own the same way',
    async () => {
      const { t, victim, attacker, figures } = w;
      const before = await fingerprint(t.database, { userId: victim.userId });
      const leaks: string[] = [];
      const wrong: string[] = [];
      for (const c of IDOR_CASES) {
        const [method, url] = c.route.split(' ') as [Method, string];
        const res = await w.send(method, url, attacker.token, c.body(victim));
        if (succeeded(res.status, res.json)) {
          figures.forbiddenSuccess();
          wrong.push(`${c.route} with the victim's ${c.field}: ${res.body.slice(0, 120)}`);
        }
        leaks.push(...victim.canaries.filter((s) => res.body.includes(s)).map((s) => `${c.route}: ${s}`));
      }
      expect(wrong).toEqual([]);
      expect(leaks).toEqual([]);
      expect(changedTables(before, await fingerprint(t.database, { userId: victim.userId }))).toEqual([]);
      // The same calls on the attacker's own objects pass: the refusals above are about ownership.
      for (const c of IDOR_CASES.filter((x) => x.route !== 'POST /api/delcard')) {
        const [method, url] = c.route.split(' ') as [Method, string];
        expect((await w.send(method, url, attacker.token, c.own(attacker))).json?.code, c.route).toBe(200);
      }
    },
  );

  it('shows the attacker nothing of the victim’s on any player route, whatever the filters', async () => {
    const { t, victim, attacker, figures } = w;
    const before = await fingerprint(t.database, { userId: victim.userId });
    const values: Record<string, unknown[]> = {
      page: [1, 2],
      type: [undefined, 1, 2, 3, 4],
      date: [undefined, 1, 2, 3, 4],
      api_type: [undefined, 'ky', 'pg'],
    };
    const idorBodies = new Map<string, Array<Record<string, unknown>>>();
    for (const c of IDOR_CASES) idorBodies.set(c.route, [...(idorBodies.get(c.route) ?? []), c.body(victim)]);
    const leaks: string[] = [];
    const faults: string[] = [];
    let calls = 0;
    // Logging off last: the attacker's session must hold through the sweep.
    const sweep = playerRoutes()
      .filter((r) => r.url !== '/api/logoff')
      .concat(playerRoutes().filter((r) => r.url === '/api/logoff'));
    for (const r of sweep) {
      let bodies: Array<Record<string, unknown>> = [{}];
      for (const k of r.keys.filter((x) => x in values))
        bodies = bodies.flatMap((b) => values[k]!.map((v) => (v === undefined ? b : { ...b, [k]: v })));
      bodies.push(...(idorBodies.get(key(r)) ?? []));
      for (const body of bodies.slice(0, 40)) {
        const res = await w.send(r.method, r.url.replace(/:(\w+)/g, 'ky'), attacker.token, body);
        calls += 1;
        if (res.status >= 500) faults.push(`${key(r)} ${JSON.stringify(body)}: ${res.status}`);
        leaks.push(
          ...victim.canaries
            .filter((s) => res.body.includes(s))
            .map((s) => `${key(r)} ${JSON.stringify(body)}: ${s}`),
        );
      }
    }
    expect(faults).toEqual([]);
    expect(leaks).toEqual([]);
    expect(changedTables(before, await fingerprint(t.database, { userId: victim.userId }))).toEqual([]);
    expect(calls).toBeGreaterThan(playerRoutes().length);
    figures.add('playerRoutes', playerRoutes().length);
    // The victim's own answers do carry the canaries: the sweep looked for strings that exist.
    const own = await w.send('POST', '/api/gettransrecord', victim.token, { type: 4 });
    expect(victim.transferNos.some((n) => own.body.includes(n)) || own.body.includes(victim.depositNo)).toBe(
      true,
    );
  });
});
