import { describe, expect, it } from 'vitest';
import { REBATE_MSG } from '@app/shared';
import { call, fundedPlayer, inboxOf, playRound, postAs, useTestApp } from '../../../test/helpers.js';
import { seedGames } from '../../seeds/seed-games.js';
import { checkInvariants } from '../../ledger/invariants.js';

const t = useTestApp(async (t) => {
  await seedGames(t.database.db);
  await t.services.settings.set({ turnover_multiple: '1', rebate_turnover_multiple: '2' });
});

type Player = Awaited<ReturnType<typeof fundedPlayer>>;
const post = postAs(t);

async function play(
  p: Player,
  plat_name: string,
  game_code: string,
  bet: number,
  choice: string,
  rounds: number,
) {
  const { data } = await post(p, '/api/getGameUrl', { plat_name, game_code });
  for (let i = 0; i < rounds; i++) {
    const r = await playRound(t.app, data.url, bet, choice);
    expect(r.code, r.message).toBe(200);
  }
  await t.services.bets.pull();
}
/** Levels are cached per node; a test that changes them announces the change, as the console does. */
async function setLevel(level: number, values: Record<string, number | null>) {
  await t.database.db.updateTable('vip_levels').set(values).where('level', '=', level).execute();
  t.services.vip.invalidate();
}

describe('a player’s own VIP progress', () => {
  it('answers the level and the running totals levels are reached by, to the player only', async () => {
    const p = await fundedPlayer(t, 500);
    expect((await post(p, '/api/vipProgress')).data).toEqual({ vip: 0, flow: '0.00', recharge: '500.00' });
    await play(p, 'obgdy', 'fortune-god', 900, 'spin', 2);
    expect((await post(p, '/api/vipProgress')).data).toMatchObject({ flow: '18.00', recharge: '500.00' });
    expect((await call(t.app, 'POST', '/api/vipProgress', {})).status).toBe(401);
  });
});

describe('VIP levels', () => {
  it('lists the shown levels with thresholds in yuan and rates in percent, to visitors too', async () => {
    const res = await call(t.app, 'POST', '/api/uservip', {});
    expect(res.code).toBe(200);
    expect(res.data).toHaveLength(11);
    expect(res.data[1]).toEqual({
      id: 1,
      name: 'VIP1',
      status: 1,
      flow: '10000.00',
      recharge: '1000.00',
      realperson: '0.45',
      electron: '0.60',
      joker: '0.45',
      sport: '0.45',
      lottery: '0.35',
      e_sport: '0.45',
      fishing: '0.60',
      bonus: '18.00',
    });
    await setLevel(10, { status: 0 });
    expect((await call(t.app, 'POST', '/api/uservip', {})).data).toHaveLength(10);
    await setLevel(10, { status: 1 });
  });

  it('promotes at the exact thresholds, once, with bonus and an inbox message; never demotes', async () => {
    await setLevel(1, { flow_fen: 10_000, recharge_fen: 10_000 });
    const p = await fundedPlayer(t, 100);
    await play(p, 'pg', 'dice-sicbo', 1000, 'big', 9);
    expect((await post(p, '/api/user')).data.current_vip).toBe('VIP0');
    await play(p, 'pg', 'dice-sicbo', 1000, 'small', 1);
    const user = (await post(p, '/api/user')).data;
    expect(user).toMatchObject({ current_vip: 'VIP1', vipname: '/img/vip/vip1.svg' });
    const bonus = await t.database.db
      .selectFrom('ledger_journals')
      .select(['amount'])
      .where('idem_key', '=', `vip-bonus:${p.userId}:1`)
      .execute();
    expect(bonus).toEqual([{ amount: 1800 }]);
    const inbox = await inboxOf(t, p.userId, { kind: 'vip' });
    expect(inbox.map((m) => m.title)).toEqual(['恭喜晋级VIP1']);
    // Raising the bar later does not take the level away.
    await setLevel(1, { flow_fen: 1_000_000_000 });
    await play(p, 'pg', 'dice-sicbo', 1000, 'big', 1);
    expect((await post(p, '/api/user')).data.current_vip).toBe('VIP1');
    await setLevel(1, { flow_fen: 1_000_000, recharge_fen: 100_000 });
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });
});

describe('rebates', () => {
  it('accrues valid bet × the level rate of the category, floored to the fen, once per bet', async () => {
    const p = await fundedPlayer(t, 500);
    await play(p, 'obgdy', 'fortune-god', 900, 'spin', 2); // slots 0.50%: 4.5 → 4 fen each
    await post(p, '/api/transfer', { amount: 200, sourcetype: 'userbalance', targettype: 'fgfish' });
    await play(p, 'fgfish', 'fishing-king', 500, 'clown', 2); // fishing follows slots: 2.5 → 2 fen each
    await play(p, 'fgfish', 'fishing-king', 100, 'clown', 1); // 0.5 → nothing
    await post(p, '/api/transfer', { amount: 100, sourcetype: 'userbalance', targettype: 'ky' });
    await play(p, 'ky', 'golden-flower', 1000, 'player', 1); // cards 0.40%: 4 fen
    const rows = await t.database.db
      .selectFrom('rebates')
      .select(['category', 'rate', 'amount_fen'])
      .where('user_id', '=', p.userId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { category: 'slots', rate: 50, amount_fen: 4 },
      { category: 'slots', rate: 50, amount_fen: 4 },
      { category: 'fishing', rate: 50, amount_fen: 2 },
      { category: 'fishing', rate: 50, amount_fen: 2 },
      { category: 'cards', rate: 40, amount_fen: 4 },
    ]);
    // Every record pulled again: nothing accrues twice; a replayed record with another amount neither.
    await t.database.db.updateTable('provider_cursors').set({ last_id: 0 }).execute();
    await t.services.bets.pull();
    const bet = await t.database.db
      .selectFrom('bets')
      .select(['provider', 'bet_id', 'platform', 'game_code'])
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow();
    await t.database.db
      .transaction()
      .execute((trx) =>
        t.services.rebates.accrue(
          trx,
          [{ ...bet, betId: bet.bet_id, userId: p.userId, gameCode: bet.game_code, validBet: 1_000_000 }],
          Date.now(),
        ),
      );
    expect(
      await t.database.db
        .selectFrom('rebates')
        .select('amount_fen')
        .where('user_id', '=', p.userId)
        .execute(),
    ).toHaveLength(5);

    const list = await post(p, '/api/getfanshui', { page: 1 });
    expect(list.data).toMatchObject({ jisuan: '0.00', nojisuan: '0.16' });
    expect(list.data.list.total).toBe(5);
    expect(list.data.list.data[0]).toMatchObject({
      gamename: '炸金花',
      money: '0.04',
      state: 0,
      updated_at: '',
    });
    expect((await post(p, '/api/getfanshui', { page: 1, api_type: 'fgfish' })).data.list.total).toBe(2);
  });

  it('claims each pending rebate once, even claimed ten times at once; none pending: 暂无领取额度！', async () => {
    const p = await fundedPlayer(t, 300);
    await play(p, 'pg', 'dice-sicbo', 10000, 'big', 3); // 3 × 100 yuan × 0.50% = 1.50
    const before = Number((await post(p, '/api/balance')).data.balance);
    const turnoverBefore = Number((await post(p, '/api/getBetAmount')).data.bet_amount);
    const claims = await Promise.all(Array.from({ length: 10 }, () => post(p, '/api/dofanshui')));
    expect(claims.filter((c) => c.code === 200).map((c) => c.message)).toEqual(['领取成功，1.50元已到账']);
    expect(claims.filter((c) => c.message === REBATE_MSG.nothingToClaim)).toHaveLength(9);
    expect(Number((await post(p, '/api/balance')).data.balance)).toBeCloseTo(before + 1.5, 2);
    expect(Number((await post(p, '/api/getBetAmount')).data.bet_amount)).toBeCloseTo(turnoverBefore + 3, 2);
    const list = await post(p, '/api/getfanshui', { page: 1 });
    expect(list.data).toMatchObject({ jisuan: '1.50', nojisuan: '0.00' });
    expect(list.data.list.data[0].state).toBe(1);
    expect(list.data.list.data[0].updated_at).toMatch(/^\d{4}-/);
    expect(await post(p, '/api/dofanshui')).toMatchObject({ code: 400, message: REBATE_MSG.nothingToClaim });
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('needs a session and checks its input', async () => {
    expect((await call(t.app, 'POST', '/api/getfanshui', {})).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/dofanshui', {})).status).toBe(401);
    const p = await fundedPlayer(t, 100);
    expect(await post(p, '/api/getfanshui', { date: 7 })).toMatchObject({ code: 400 });
  });
});
