import { describe, expect, it } from 'vitest';
import { call, fundedPlayer, playRound, postAs, useTestApp } from '../../../test/helpers.js';
import { seedGames } from '../../seeds/seed-games.js';
import { checkInvariants } from '../../ledger/invariants.js';

const t = useTestApp(async (t) => {
  await seedGames(t.database.db);
  await t.services.settings.set({ turnover_multiple: '1' });
});

type Player = Awaited<ReturnType<typeof fundedPlayer>>;
const post = postAs(t);
const fen = (yuan: string) => Math.round(Number(yuan) * 100);

async function open(p: Player, plat_name: string, game_code: string): Promise<string> {
  const res = await post(p, '/api/getGameUrl', { plat_name, game_code });
  expect(res.code).toBe(200);
  return res.data.url as string;
}
async function play(url: string, bet: number, choice: string, rounds: number) {
  const out: Array<{ round_no: string; bet: string; win: string; balance: string }> = [];
  for (let i = 0; i < rounds; i++) {
    const r = await playRound(t.app, url, bet, choice);
    expect(r.code).toBe(200);
    out.push(r.data);
  }
  return out;
}
const platformBalance = async (p: Player, code: string) =>
  ((await post(p, '/api/balancelist2')).data as Array<{ platname: string; balance: string }>).find(
    (x) => x.platname === code,
  )!.balance;

describe('bet records', () => {
  it('answers /api/balance with the game wallet as the rounds just played left it, no job', async () => {
    const p = await fundedPlayer(t, 1000);
    await post(p, '/api/transfer', { amount: 1000, sourcetype: 'userbalance', targettype: 'ag' });
    const url = await open(p, 'ag', 'baccarat-classic');
    const rounds = await play(url, 1000, 'banker', 3);
    const providerSays = rounds[rounds.length - 1]!.balance;
    expect(providerSays).not.toBe('1000.00');
    expect((await post(p, '/api/balance')).data).toEqual({ balance: '0.00', gameblance: providerSays });
  });

  it('pulls transfer-mode rounds: the platform wallet follows the provider, bets cut turnover', async () => {
    const p = await fundedPlayer(t, 500);
    expect((await post(p, '/api/getBetAmount')).data.bet_amount).toBe('500.00');
    await post(p, '/api/transfer', { amount: 300, sourcetype: 'userbalance', targettype: 'pp' });
    const url = await open(p, 'pp', 'lucky-stars');
    const rounds = await play(url, 900, 'spin', 12);
    const providerSays = rounds[rounds.length - 1]!.balance;

    await t.services.bets.pull();
    expect(await platformBalance(p, 'pp')).toBe(providerSays);
    expect((await post(p, '/api/getBetAmount')).data.bet_amount).toBe('392.00');

    const page = await post(p, '/api/betrecord', { page: 1 });
    expect(page.data.total).toBe(12);
    expect(page.data.last_page).toBe(2);
    const first = page.data.data[0];
    const last = rounds[rounds.length - 1]!;
    expect(first).toMatchObject({
      Code: 'pp',
      platname: 'PP电子',
      playname: '福星高照',
      bet_amount: '9.00',
      status: 1,
      gameno: last.round_no,
      bet_id: last.round_no,
    });
    expect(first.win_loss).toBe(((fen(last.win) - 900) / 100).toFixed(2));
    expect(first.playmemo).toMatch(/^旋转 · /);
    expect(first.bet_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    // A second pull finds nothing new: no record, money or turnover twice.
    await t.services.bets.pull();
    expect((await post(p, '/api/betrecord', { page: 1 })).data.total).toBe(12);
    expect((await post(p, '/api/getBetAmount')).data.bet_amount).toBe('392.00');
    expect(await platformBalance(p, 'pp')).toBe(providerSays);
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('records seamless rounds without moving money again', async () => {
    const p = await fundedPlayer(t, 200);
    const url = await open(p, 'obgdy', 'fortune-god');
    const rounds = await play(url, 450, 'spin', 5);
    const balance = rounds[rounds.length - 1]!.balance;
    await t.services.bets.pull();
    expect((await post(p, '/api/balance')).data.balance).toBe(balance);
    const page = await post(p, '/api/betrecord', { page: 1, api_type: 'obgdy' });
    expect(page.data.total).toBe(5);
    expect(page.data.data[0]).toMatchObject({ Code: 'obgdy', playname: '财神到' });
    expect((await post(p, '/api/getBetAmount')).data.bet_amount).toBe('177.50');
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('filters by platform and date, and shows only the player own records', async () => {
    const p = await fundedPlayer(t, 200);
    const other = await fundedPlayer(t, 200);
    await play(await open(p, 'pg', 'dice-sicbo'), 1000, 'big', 3);
    await play(await open(other, 'pg', 'dice-sicbo'), 1000, 'small', 2);
    await t.services.bets.pull();
    const mine = await post(p, '/api/betrecord', { page: 1, date: 1 });
    expect(mine.data.total).toBe(3);
    expect(mine.data.data[0].playmemo).toMatch(/^押大 · 开\d\+\d\+\d=\d+ /);
    expect((await post(p, '/api/betrecord', { page: 1, api_type: 'pp' })).data.total).toBe(0);
    t.clock.advance(2 * 86_400_000);
    expect((await post(p, '/api/betrecord', { page: 1, date: 1 })).data.total).toBe(0);
    expect((await post(p, '/api/betrecord', { page: 1, date: 2 })).data.total).toBe(3);
    expect(await post(p, '/api/betrecord', { page: 0 })).toMatchObject({ code: 400 });
    expect(await post(p, '/api/betrecord', { date: 9 })).toMatchObject({ code: 400 });
    expect((await call(t.app, 'POST', '/api/betrecord', {})).status).toBe(401);
  });

  it('waits to post a loss until the transfer that funded it settles', async () => {
    const p = await fundedPlayer(t, 300);
    t.providerFaults.loseAnswer = true;
    await post(p, '/api/transfer', { amount: 100, sourcetype: 'userbalance', targettype: 'fgdz' });
    t.providerFaults.loseAnswer = false;
    // The provider holds the 100; our books still have it in transit.
    const rounds = await play(await open(p, 'fgdz', 'cleopatra'), 900, 'spin', 6);
    await t.services.bets.pull();
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
    t.clock.advance(60_000);
    await t.services.transfers.reconcile(30_000);
    await t.services.bets.pull();
    expect(await platformBalance(p, 'fgdz')).toBe(rounds[rounds.length - 1]!.balance);
    const unposted = await t.database.db
      .selectFrom('bets')
      .select('id')
      .where('user_id', '=', p.userId)
      .where('posted', '=', 0)
      .execute();
    expect(unposted).toEqual([]);
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });
});
