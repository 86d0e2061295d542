import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { call, fundedPlayer, playRound, postAs, useTestApp } from '../../../test/helpers.js';
import { seedGames } from '../../seeds/seed-games.js';
import { turnover } from './turnover.js';

const t = useTestApp(async (t) => {
  await seedGames(t.database.db);
  await t.services.settings.set({ turnover_multiple: '1' });
});
const post = postAs(t);

async function deposit(p: { token: string }, yuan: number) {
  const order = await call(t.app, 'POST', '/api/recharge', { paytype: 'alipay', amount: yuan }, p);
  const info = await call(t.app, 'POST', '/api/payinfo', { deposit_no: order.message }, p);
  await t.sandbox.settle(info.data.pay_url.split('/').pop(), 'paid');
  return order.message as string;
}

describe('the turnover requirement by source', () => {
  it('lists each deposit with what is left; valid bets clear the oldest first', async () => {
    const p = await fundedPlayer(t, 500);
    const second = await deposit(p, 300);
    let detail = (await post(p, '/api/turnoverDetail')).data;
    expect(detail.remaining).toBe('800.00');
    expect(detail.items).toMatchObject([
      { kind: 'deposit', title: '存款', required: '500.00', remaining: '500.00' },
      { kind: 'deposit', title: '存款', detail: second, required: '300.00', remaining: '300.00' },
    ]);

    await post(p, '/api/transfer', { amount: 200, sourcetype: 'userbalance', targettype: 'pp' });
    const url = (await post(p, '/api/getGameUrl', { plat_name: 'pp', game_code: 'lucky-stars' })).data.url;
    for (let i = 0; i < 12; i++) expect((await playRound(t.app, url, 900, 'spin')).code).toBe(200);
    await t.services.bets.pull();
    detail = (await post(p, '/api/turnoverDetail')).data;
    expect(detail.remaining).toBe('692.00');
    expect(detail.items.map((i: { remaining: string }) => i.remaining)).toEqual(['392.00', '300.00']);
    expect((await post(p, '/api/getBetAmount')).data.bet_amount).toBe('692.00');
  });

  it('keeps the sources’ sum equal to the requirement, whatever the order of credits and bets', async () => {
    const db = t.database.db;
    const p = await fundedPlayer(t, 100);
    let now = t.clock.now().getTime();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 50_000 })), {
          minLength: 1,
          maxLength: 12,
        }),
        async (steps) => {
          for (const [credit, fen] of steps) {
            now += 1;
            if (credit) await turnover.add(db, p.userId, fen, now, { kind: 'bonus', label: '测试' });
            else await turnover.reduce(db, p.userId, fen, now);
          }
          const items = await turnover.openItems(db, p.userId);
          const sum = items.reduce((s, i) => s + Number(i.remaining_fen), 0);
          expect(sum).toBe(await turnover.remaining(db, p.userId));
          // Oldest first: only the oldest open item may be partly used.
          expect(items.slice(1).every((i) => i.remaining_fen === i.required_fen)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});
