import { describe, expect, it } from 'vitest';
import { WITHDRAW_MSG } from '@app/shared';
import { fundedPlayer, moveIntoPlatform, postAs, useTestApp } from '../../../test/helpers.js';
import { seedGames } from '../../seeds/seed-games.js';
import { checkInvariants } from '../../ledger/invariants.js';

// With 免转 on the money follows the player into the last game's wallet. Players of such sites
// expect the wallet screen's refresh and a withdrawal to bring it home first.
const t = useTestApp(async (t) => {
  await seedGames(t.database.db);
  await t.services.settings.set({ turnover_multiple: '0', withdraw_daily_count: '0' });
});
type Player = Awaited<ReturnType<typeof fundedPlayer>>;
const post = postAs(t);
const balances = async (p: Player) =>
  (await post(p, '/api/balance')).data as { balance: string; gameblance: string };
const freeTransfer = (p: Player, on: 0 | 1) => post(p, '/api/uptransferstatus', { transferstatus: on });

async function playerWithMoneyInAGame(mode: 0 | 1) {
  const p = await fundedPlayer(t, 500);
  await moveIntoPlatform(t, p.token, 'ky', 400);
  expect((await freeTransfer(p, mode)).code).toBe(200);
  expect(await balances(p)).toEqual({ balance: '100.00', gameblance: '400.00' });
  return p;
}

describe('free transfer (免转) and the money out', () => {
  it('brings the game wallets home when the wallet screens refresh', async () => {
    const p = await playerWithMoneyInAGame(1);
    const refreshed = await post(p, '/api/refreshusermoney');
    expect(refreshed.data).toMatchObject({ balance: '500.00', gameblance: '0.00' });
    expect(await balances(p)).toEqual({ balance: '500.00', gameblance: '0.00' });
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('lets a withdrawal take the whole balance, recovering the game wallets first', async () => {
    const p = await playerWithMoneyInAGame(1);
    const res = await post(p, '/api/withdraw', { amount: 450, bank: p.cardId, password: '123456' });
    expect(res).toMatchObject({ code: 200, message: WITHDRAW_MSG.submitted });
    expect(await balances(p)).toEqual({ balance: '50.00', gameblance: '0.00' });
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
  });

  it('leaves the money where the player put it when 免转 is off', async () => {
    const p = await playerWithMoneyInAGame(0);
    expect((await post(p, '/api/refreshusermoney')).data).toMatchObject({ balance: '100.00' });
    const res = await post(p, '/api/withdraw', { amount: 450, bank: p.cardId, password: '123456' });
    expect(res).toMatchObject({ code: 400, message: WITHDRAW_MSG.insufficient });
    expect(await balances(p)).toEqual({ balance: '100.00', gameblance: '400.00' });
  });
});
