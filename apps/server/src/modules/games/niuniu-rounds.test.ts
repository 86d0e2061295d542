import { describe, expect, it } from 'vitest';
import { fundedPlayer, playRound, postAs, useTestApp } from '../../../test/helpers.js';
import { seedGames } from '../../seeds/seed-games.js';
import { checkInvariants } from '../../ledger/invariants.js';

/**
 * 抢庄牛牛 through the site: a round holds back its largest possible loss and returns it with the
 * result, so the platform wallet moves by exactly the result, the bet record's 输赢 is that result
 * and its valid bet (what cuts turnover) the amount won or lost.
 */
const t = useTestApp(async (t) => {
  await seedGames(t.database.db);
  await t.services.settings.set({ turnover_multiple: '1' });
});

const post = postAs(t);
const fen = (yuan: string) => Math.round(Number(yuan) * 100);

describe('抢庄牛牛 rounds', () => {
  it('move the wallet by the result alone, recorded with the amount won or lost as valid bet', async () => {
    const p = await fundedPlayer(t, 500);
    expect(
      (await post(p, '/api/transfer', { amount: 300, sourcetype: 'userbalance', targettype: 'ky' })).code,
    ).toBe(200);
    const { data } = await post(p, '/api/getGameUrl', { plat_name: 'ky', game_code: 'niuniu' });
    let net = 0;
    let valid = 0;
    const rounds: Array<{ round_no: string; net: number }> = [];
    for (let i = 0; i < 5; i++) {
      const r = await playRound(t.app, data.url, 200, 'b2x2');
      expect(r.code, r.message).toBe(200);
      const { seats, banker, gross, commission, exposure } = r.data.result;
      expect(seats[0]).toMatchObject({ bid: 2, bet: 2 });
      expect(fen(r.data.bet)).toBe(exposure);
      expect(fen(r.data.win) - fen(r.data.bet)).toBe(gross - commission);
      expect(commission).toBe(gross > 0 ? gross * 0.05 : 0);
      expect(seats[banker].bid).toBe(Math.max(...seats.map((s: { bid: number }) => s.bid)));
      net += gross - commission;
      valid += Math.abs(gross);
      rounds.push({ round_no: r.data.round_no, net: gross - commission });
    }
    await t.services.bets.pull();
    const platforms = (await post(p, '/api/balancelist2')).data as Array<{
      platname: string;
      balance: string;
    }>;
    expect(fen(platforms.find((x) => x.platname === 'ky')!.balance)).toBe(30_000 + net);
    const records = (await post(p, '/api/betrecord', { page: 1 })).data.data as Array<Record<string, string>>;
    expect(records).toHaveLength(5);
    for (const round of rounds) {
      const record = records.find((x) => x.gameno === round.round_no)!;
      expect(fen(record.win_loss!)).toBe(round.net);
      expect(record.playname).toBe('抢庄牛牛');
      expect(record.playmemo).toMatch(/坐庄×\d/);
    }
    // The deposit's turnover requirement (500.00 at ×1) is cut by the amounts won or lost.
    expect(fen((await post(p, '/api/getBetAmount')).data.bet_amount)).toBe(Math.max(0, 50_000 - valid));
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('refuses a choice that is not a bid and bet, moving nothing', async () => {
    const p = await fundedPlayer(t, 100);
    await post(p, '/api/transfer', { amount: 100, sourcetype: 'userbalance', targettype: 'ky' });
    const { data } = await post(p, '/api/getGameUrl', { plat_name: 'ky', game_code: 'niuniu' });
    for (const choice of ['player', 'b4x1', 'b1x0', 'b1x1 ']) {
      const r = await playRound(t.app, data.url, 200, choice);
      expect(r).toMatchObject({ code: 400, message: '请选择投注项' });
    }
    expect((await playRound(t.app, data.url, 300, 'b1x1')).message).toBe('请选择有效的投注金额');
    await t.services.bets.pull();
    expect((await post(p, '/api/betrecord', { page: 1 })).data.total).toBe(0);
  });
});
