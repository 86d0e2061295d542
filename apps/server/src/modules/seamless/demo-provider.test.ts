import { describe, expect, it } from 'vitest';
import { DEV_SECRETS } from '@app/shared/node';
import { signBody } from '@app/demo-provider';
import { call, fundedPlayer, playRound, useTestApp } from '../../../test/helpers.js';
import { checkInvariants } from '../../ledger/invariants.js';

const SECRET = DEV_SECRETS.DEMO_PROVIDER_SECRET;
const t = useTestApp(async (t) => {
  await t.services.settings.set({ turnover_multiple: '0' });
});

/** The operator side of the provider API, signed as our adapter will sign it. */
async function providerApi(path: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const res = await t.app.inject({
    method: 'POST',
    url: `/demo-provider/api/${path}`,
    headers: { 'content-type': 'application/json', ...signBody(SECRET, raw, t.clock.now().getTime()) },
    payload: raw,
  });
  return res.json();
}
const round = (url: string, bet: number, choice: string) => playRound(t.app, url, bet, choice);
/** Opens a game in seamless mode for the player, as our adapter asks the provider to. */
async function launchSeamless(p: { userId: number; name: string }, platform: string, game_code: string) {
  const token = await t.services.seamless.issueToken(p.userId, platform);
  const player = { player_id: String(p.userId), username: p.name };
  return providerApi('launch', { ...player, platform, game_code, wallet_mode: 'seamless', token });
}

describe('demo provider', () => {
  it('plays seamless slots via our signed wallet callbacks, every bet and win in the ledger', async () => {
    const p = await fundedPlayer(t, 500);
    const { url } = await launchSeamless(p, 'obgdy', 'fortune-god');
    expect(url).toMatch(/^\/demo-provider\/play\//);
    const info = (await t.app.inject({ method: 'GET', url: `${url}/info` })).json();
    expect(info.data).toMatchObject({ kind: 'slot', balance: '500.00' });

    let expected = 50_000;
    for (let i = 0; i < 30; i++) {
      const r = await round(url, 900, 'spin');
      expect(r.code).toBe(200);
      expected += Math.round(Number(r.data.win) * 100) - 900;
      expect(r.data.balance).toBe((expected / 100).toFixed(2));
    }
    expect((await call(t.app, 'POST', '/api/balance', {}, { token: p.token })).data.balance).toBe(
      (expected / 100).toFixed(2),
    );
    const txns = await t.database.db
      .selectFrom('seamless_txns')
      .select('kind')
      .where('user_id', '=', p.userId)
      .execute();
    expect(txns.filter((x) => x.kind === 'bet')).toHaveLength(30);
    expect(txns.filter((x) => x.kind === 'win')).toHaveLength(30);
    expect((await checkInvariants(t.database.db)).violations).toEqual([]);
    const history = (await t.app.inject({ method: 'GET', url: `${url}/history` })).json();
    expect(history.data).toHaveLength(20);
  });

  it('refuses a seamless stake above the balance with 余额不足 and moves nothing', async () => {
    const p = await fundedPlayer(t, 100);
    const { url } = await launchSeamless(p, 'ag', 'baccarat-classic');
    const r = await round(url, 50_000, 'banker');
    expect(r).toMatchObject({ code: 400, message: '余额不足' });
    expect((await call(t.app, 'POST', '/api/balance', {}, { token: p.token })).data.balance).toBe('100.00');
  });

  it('has its own wallet in transfer mode: idempotent transfers, rounds, bet records to pull', async () => {
    const player = 'transfer-player-1';
    const transfer = (transfer_no: string, direction: 'in' | 'out', amount: number) =>
      providerApi('transfer', { transfer_no, player_id: player, platform: 'ky', direction, amount });
    const tin = await transfer('T1', 'in', 20_000);
    expect(tin).toMatchObject({ status: 'OK', balance: '200.00' });
    expect(await transfer('T1', 'in', 20_000)).toMatchObject({ status: 'OK', balance: '200.00' });
    expect(await transfer('T1', 'in', 1)).toMatchObject({ status: 'DUPLICATE' });
    expect(await transfer('T2', 'out', 30_000)).toMatchObject({
      status: 'INSUFFICIENT_FUNDS',
      balance: '200.00',
    });
    expect(await providerApi('transfer-status', { transfer_no: 'T2' })).toMatchObject({ status: 'FAILED' });
    expect(await providerApi('transfer-status', { transfer_no: 'T9' })).toMatchObject({
      status: 'NOT_FOUND',
    });

    const { url } = await providerApi('launch', {
      player_id: player,
      username: 'x',
      platform: 'ky',
      game_code: 'dragon-tiger',
      wallet_mode: 'transfer',
    });
    const r = await round(url, 1000, 'dragon');
    expect(r.code).toBe(200);
    const after = Math.round(Number(r.data.balance) * 100);
    expect(after).toBe(20_000 - 1000 + Math.round(Number(r.data.win) * 100));
    expect((await providerApi('balance', { player_id: player, platform: 'ky' })).balance).toBe(
      r.data.balance,
    );
    const { bets } = await providerApi('bets', { after_id: 0, limit: 100 });
    expect(bets.some((b: { round_no: string }) => b.round_no === r.data.round_no)).toBe(true);
  });

  it('refuses unsigned operator calls, bad stakes and unknown games', async () => {
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/demo-provider/api/transfer',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsigned.statusCode).toBe(401);
    expect(
      await providerApi('launch', {
        player_id: '1',
        username: 'x',
        platform: 'sb',
        game_code: 'no-such-game',
        wallet_mode: 'transfer',
      }),
    ).toMatchObject({ status: 'GAME_NOT_FOUND' });
    const { url } = await providerApi('launch', {
      player_id: 'p2',
      username: 'x',
      platform: 'pg',
      game_code: 'dice-sicbo',
      wallet_mode: 'transfer',
    });
    expect(await round(url, 123, 'big')).toMatchObject({ code: 400, message: '请选择有效的投注金额' });
    expect(await round(url, 1000, 'up')).toMatchObject({ code: 400, message: '请选择投注项' });
    expect(await round(url, 1000, 'big')).toMatchObject({ code: 400, message: '余额不足，请先转入额度' });
  });
});
