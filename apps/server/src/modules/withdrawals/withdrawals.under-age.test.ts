import { describe, expect, it } from 'vitest';
import { PROTECTION_MSG, WITHDRAW_MSG } from '@app/shared';
import {
  call,
  countRows,
  fundedPlayer,
  lastAudit,
  recharge,
  signInOperator,
  useTestApp,
} from '../../../test/helpers.js';
import { seedGames } from '../../seeds/seed-games.js';
import { withdrawalCalls } from './withdrawals.test-support.js';

// An account whose saved birthday says under 18 (saved before the profile refused it, or set by
// customer service) is flagged to operators, and no money leaves it until someone checks.
const t = useTestApp(async (t) => {
  await seedGames(t.database.db);
  await t.services.settings.set({ turnover_multiple: '0', withdraw_daily_count: '0' });
  return signInOperator(t);
});
const { withdraw, balance, latest } = withdrawalCalls(t);
const admin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, body, { token: t.op });

const setBirthday = (userId: number, birthday: string) =>
  t.database.db.updateTable('users').set({ birthday }).where('id', '=', userId).execute();

describe('an account that says it is under 18', () => {
  it('refuses its withdrawal with a message to contact support, and moves nothing', async () => {
    const p = await fundedPlayer(t, 500);
    await setBirthday(p.userId, '2015-01-01');
    const before = await countRows(t, 'withdrawals');
    expect(await withdraw(p.token, { amount: 200, bank: p.cardId, password: '123456' })).toMatchObject({
      code: 400,
      message: WITHDRAW_MSG.underAgeHeld,
    });
    expect(await balance(p.token)).toBe('500.00');
    expect(await countRows(t, 'withdrawals')).toBe(before);
  });

  it('is flagged in the queue and on the player page, and its pending request cannot be paid', async () => {
    const p = await fundedPlayer(t, 500);
    expect((await withdraw(p.token, { amount: 200, bank: p.cardId, password: '123456' })).code).toBe(200);
    const w = await latest(p.userId);
    await setBirthday(p.userId, '2010-06-01');

    const queue = await admin('GET', `/admin/api/withdrawals/pending?per_page=100`);
    const row = queue.data.data.find((r: { id: number }) => r.id === Number(w.id));
    expect(row).toMatchObject({ under_age: true });
    expect((await admin('GET', `/admin/api/players/${p.userId}`)).data).toMatchObject({ under_age: true });

    expect(await admin('POST', `/admin/api/withdrawals/${w.id}/approve`, {})).toMatchObject({
      code: 400,
      message: WITHDRAW_MSG.underAgeNoPayout,
    });
    expect((await latest(p.userId)).state).toBe(1);
    expect(await lastAudit(t, 'withdrawal.approve')).toMatchObject({
      outcome: 'denied',
      detail: { refused: WITHDRAW_MSG.underAgeNoPayout },
    });
    // Refusing it gives the money back to the account, where it stays until identity is checked.
    expect(
      (await admin('POST', `/admin/api/withdrawals/${w.id}/reject`, { reason: '未满18周岁' })).code,
    ).toBe(200);
    expect(await balance(p.token)).toBe('500.00');
  });

  it('can neither deposit nor open a game until identity is checked', async () => {
    const p = await fundedPlayer(t, 500);
    await setBirthday(p.userId, '2012-01-01');
    expect(await recharge(t.app, p.token, { amount: 100 })).toMatchObject({
      code: 400,
      message: PROTECTION_MSG.underAge,
    });
    const launch = await call(
      t.app,
      'POST',
      '/api/getGameUrl',
      { plat_name: 'ag', game_code: 'baccarat-classic' },
      p,
    );
    expect(launch).toMatchObject({ code: 400, message: PROTECTION_MSG.underAge });
  });

  it('leaves an adult and an unset birthday alone', async () => {
    const p = await fundedPlayer(t, 500);
    expect((await admin('GET', `/admin/api/players/${p.userId}`)).data).toMatchObject({ under_age: false });
    await setBirthday(p.userId, '1990-01-01');
    expect((await withdraw(p.token, { amount: 200, bank: p.cardId, password: '123456' })).code).toBe(200);
  });
});
