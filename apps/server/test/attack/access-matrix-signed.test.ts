import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SIGNED } from './access/route-table.js';
import { accessMatrixPerFile } from './access/world.js';
import { changedTables, fingerprint } from './db-state.js';

/**
 * The access matrix on signed and capability routes (see access-matrix.test.ts): callbacks unsigned
 * or wrongly signed, game sessions and the first-operator setup by guessed ids. None may succeed,
 * and no money may move.
 */

const w = accessMatrixPerFile('access-matrix-signed', (routes) =>
  routes.filter((r) => r.guard.kind === 'public' && SIGNED(r.url) && r.method === 'POST'),
);

describe('signed and capability routes refuse anything unsigned or guessed', () => {
  const MONEY = [
    'accounts',
    'ledger_journals',
    'ledger_entries',
    'deposits',
    'withdrawals',
    'seamless_txns',
    'game_transfers',
    'bets',
    'rebates',
  ];

  it(
    'moves no money on unsigned or wrongly signed callbacks, ' + 'and opens no game session by a guessed id',
    async () => {
      const { t, victim, figures } = w;
      const before = await fingerprint(t.database, { skip: [] });
      const money = async () =>
        Object.fromEntries(Object.entries(await fingerprint(t.database)).filter(([k]) => MONEY.includes(k)));
      const moneyBefore = await money();
      const ts = String(Math.floor(t.clock.now().getTime() / 1000));
      const bodies = [
        {
          event_id: `ev-${randomBytes(4).toString('hex')}`,
          merchant_order_no: victim.bankDepositNo,
          status: 'paid',
          amount: 50_000,
          currency: 'CNY',
        },
        {
          player_id: String(victim.userId),
          txn_id: `tx-${randomBytes(4).toString('hex')}`,
          bet_txn_id: 'x',
          round_id: 'r',
          amount: '9999.00',
          currency: 'CNY',
        },
        {
          transfer_no: `X${randomBytes(4).toString('hex')}`,
          player_id: String(victim.userId),
          platform: 'ky',
          direction: 'in',
          amount: 999_900,
        },
      ];
      const wrong: string[] = [];
      const signed = w.routes.filter(
        (r) => r.guard.kind === 'public' && SIGNED(r.url) && r.method === 'POST',
      );
      expect(signed.length).toBeGreaterThan(3);
      // Every action of the wallet route, the money-moving ones above all.
      const urls = signed.flatMap((r) =>
        ['win', 'resettle', 'bet', 'rollback'].map((action) =>
          r.url.replace(':gateway', 'sandbox').replace(':provider', 'demo').replace(':action', action),
        ),
      );
      for (const url of new Set(urls)) {
        for (const body of bodies) {
          for (const headers of [
            {},
            {
              'x-pay-timestamp': ts,
              'x-pay-signature': 'a'.repeat(64),
              'x-provider-timestamp': ts,
              'x-provider-signature': 'a'.repeat(64),
            },
          ]) {
            const res = await t.app.inject({
              method: 'POST',
              url,
              headers: { 'content-type': 'application/json', ...headers },
              payload: JSON.stringify(body),
            });
            figures.count(res.statusCode);
            const ok = res.body === 'success' || /"status":"OK"/.test(res.body);
            if (ok) {
              figures.forbiddenSuccess();
              wrong.push(`${url}: ${res.body.slice(0, 80)}`);
            }
          }
        }
      }
      for (const path of [
        '/demo-provider/play/abc',
        '/demo-provider/play/abc/info',
        '/demo-provider/play/abc/history',
      ]) {
        const res = await w.send('GET', path, undefined);
        if (res.json?.code === 200) wrong.push(`${path}: ${res.body.slice(0, 80)}`);
      }
      const guessed = `/demo-provider/play/${randomBytes(16).toString('hex')}/book`;
      for (const path of ['lobby', 'tickets', 'event/E1'])
        if ((await w.send('GET', `${guessed}/${path}`, undefined)).json?.code === 200)
          wrong.push(`the sportsbook's ${path} on a guessed session`);
      const ticket = {
        legs: [{ event_id: 'E1', market: '1x2', selection: 'home', odds: 200 }],
        stake: 1000,
        accept: 'any',
      };
      if ((await w.send('POST', `${guessed}/ticket`, undefined, ticket)).json?.code === 200)
        wrong.push('a ticket on a guessed session');
      if (
        (await w.send('POST', `${guessed}/cashout`, undefined, { ticket_no: 'SBX', value: 1 })).json?.code ===
        200
      )
        wrong.push('a cash-out on a guessed session');
      const round = await w.send(
        'POST',
        `/demo-provider/play/${randomBytes(16).toString('hex')}/round`,
        undefined,
        { bet: 100, choice: 'big' },
      );
      if (round.json?.code === 200) wrong.push('a round on a guessed session');
      if (w.routes.some((r) => r.url === '/admin/api/setup')) {
        const setup = await w.send('POST', '/admin/api/setup', undefined, {
          token: randomBytes(24).toString('hex'),
          username: 'intruder',
          password: 'intruder12345',
        });
        if (setup.json?.code === 200) wrong.push('first-operator setup with a guessed token');
      }
      expect(wrong).toEqual([]);
      expect(await money()).toEqual(moneyBefore);
      const moved = changedTables(before, await fingerprint(t.database));
      expect(moved.filter((n) => [...MONEY, 'operators'].includes(n))).toEqual([]);
    },
  );
});
