import { describe, expect, it } from 'vitest';
import { PROTECTION_MSG } from '@app/shared';
import { call, fundedPlayer, GOOD_PASSWORD, registerPlayer, walletCallback } from '../../../test/helpers.js';
import { beijing, protectionTests } from './protection.test-support.js';

const { t, post, get, login, overview } = protectionTests();

describe('reality check and registration', () => {
  it('reports time since login and the net game result, at the player’s chosen interval', async () => {
    t.clock.set(beijing('2026-11-22T10:30:00'));
    const p = await fundedPlayer(t, 300);
    const token = (await login(p.name)).data.new_api_token as string;
    const providerToken = await t.services.seamless.issueToken(p.userId, 'obgdy');
    await walletCallback(t, 'bet', {
      token: providerToken,
      player_id: String(p.userId),
      txn_id: 'rc-1',
      round_id: 'rc',
      game_code: 'fortune-god',
      amount: '40.00',
      currency: 'CNY',
    });
    t.clock.advance(61 * 60_000);
    expect((await get(token, '/api/protection/session')).data).toEqual({
      started_at: '2026-11-22 10:30:00',
      elapsed_seconds: 3660,
      net: '-40.00',
      interval_minutes: 60,
    });
    expect((await post(token, '/api/protection/reality-check', { minutes: 7 })).message).toBe(
      PROTECTION_MSG.realityInvalid,
    );
    expect((await post(token, '/api/protection/reality-check', { minutes: 30 })).code).toBe(200);
    expect((await get(token, '/api/protection/session')).data.interval_minutes).toBe(30);
    expect(await overview(token)).toMatchObject({ reality_check_minutes: 30, reality_check_custom: true });
  });

  it('keeps the spec register working, stores an age confirmation, and refuses a sent refusal', async () => {
    const plain = await registerPlayer(t.app);
    expect((await overview(plain.token)).adult_confirmed).toBe(false);
    const adult = await registerPlayer(t.app, { adult: 1 });
    expect((await overview(adult.token)).adult_confirmed).toBe(true);
    const refused = await call(t.app, 'POST', '/api/register', {
      name: 'kid12345z9',
      password: GOOD_PASSWORD,
      confirmPass: GOOD_PASSWORD,
      realname: '王五',
      paypassword: '123456',
      adult: 0,
    });
    expect(refused).toMatchObject({ code: 400, message: PROTECTION_MSG.adultRequired });
    expect((await login('kid12345z9')).code).toBe(400);
  });
});
