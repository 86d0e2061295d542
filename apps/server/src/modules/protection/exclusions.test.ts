import { describe, expect, it } from 'vitest';
import { exclusionLoginMessage, MSG, PROTECTION_MSG } from '@app/shared';
import { fundedPlayer, GOOD_PASSWORD, mainBalanceFen, registerPlayer } from '../../../test/helpers.js';
import { exclusionEnd } from './exclusion-rules.js';
import { at, beijing, DAY, protectionTests } from './protection.test-support.js';

const { t, post, login } = protectionTests();

describe('time-out and self-exclusion', () => {
  it('ends the session at once and refuses login until the end date, which passes', async () => {
    t.clock.set(beijing('2026-11-22T12:00:00'));
    const p = await registerPlayer(t.app);
    const started = t.clock.now().getTime();
    expect(
      (await post(p.token, '/api/protection/exclusion', { kind: 'timeout', duration: '7d' })).message,
    ).toBe(PROTECTION_MSG.confirmRequired);
    expect(
      (await post(p.token, '/api/protection/exclusion', { kind: 'timeout', duration: '6m', confirm: 1 }))
        .message,
    ).toBe(PROTECTION_MSG.durationInvalid);
    const res = await post(p.token, '/api/protection/exclusion', {
      kind: 'timeout',
      duration: '7d',
      confirm: 1,
    });
    expect(res).toMatchObject({
      code: 200,
      data: { ends_at: '2026-11-29 12:00:00' },
      message: PROTECTION_MSG.exclusionStarted('timeout', '2026-11-29 12:00:00'),
    });
    expect((await post(p.token, '/api/balance')).status).toBe(401);
    expect(await login(p.name)).toMatchObject({
      code: 400,
      message: exclusionLoginMessage('timeout', '2026-11-29 12:00:00'),
    });
    // A wrong password still answers as a wrong password: nothing is revealed.
    expect((await login(p.name, 'wrong1234')).message).not.toContain('冷静期');
    t.clock.set(new Date(started + 7 * DAY - 1));
    expect((await login(p.name)).code).toBe(400);
    t.clock.set(new Date(started + 7 * DAY));
    expect((await login(p.name)).code).toBe(200);
  });

  it('asks the login password for self-exclusion; a permanent one never ends', async () => {
    const p = await registerPlayer(t.app);
    const body = { kind: 'self_exclusion', duration: 'permanent', confirm: true };
    expect((await post(p.token, '/api/protection/exclusion', body)).message).toBe(
      PROTECTION_MSG.passwordRequired,
    );
    expect(
      (await post(p.token, '/api/protection/exclusion', { ...body, password: 'nope12345' })).message,
    ).toBe(PROTECTION_MSG.passwordWrong);
    expect(
      await post(p.token, '/api/protection/exclusion', { ...body, password: GOOD_PASSWORD }),
    ).toMatchObject({ code: 200, data: { ends_at: null } });
    t.clock.advance(20 * 365 * DAY);
    expect((await login(p.name)).message).toBe(exclusionLoginMessage('self_exclusion', null));
  });

  it('lets a session test at most ten passwords through self-exclusion in ten minutes', async () => {
    const p = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const body = { kind: 'self_exclusion', duration: 'permanent', confirm: true };
    const tries = [];
    for (let i = 0; i < 11; i++) {
      tries.push(
        (await post(p.token, '/api/protection/exclusion', { ...body, password: `guess${i}abc` })).message,
      );
    }
    expect(tries.slice(0, 10)).toEqual(Array(10).fill(PROTECTION_MSG.passwordWrong));
    expect(tries[10]).toBe(MSG.tooManyRequests);
    const right = await post(p.token, '/api/protection/exclusion', { ...body, password: GOOD_PASSWORD });
    expect(right.message).toBe(MSG.tooManyRequests);
    expect((await login(p.name)).code).toBe(200);
    // Counted per player: another player on the same address is not held back.
    const theirs = await post(other.token, '/api/protection/exclusion', { ...body, password: 'nope12345' });
    expect(theirs.message).toBe(PROTECTION_MSG.passwordWrong);
  });

  it('computes calendar ends in Beijing time', () => {
    const start = beijing('2026-08-31T10:00:00').getTime();
    expect(at(exclusionEnd('6m', start)!)).toBe('2027-02-28 10:00:00');
    expect(at(exclusionEnd('1y', start)!)).toBe('2027-08-31 10:00:00');
    expect(at(exclusionEnd('5y', start)!)).toBe('2031-08-31 10:00:00');
    expect(at(exclusionEnd('24h', start)!)).toBe('2026-09-01 10:00:00');
    expect(at(exclusionEnd('30d', start)!)).toBe('2026-09-30 10:00:00');
    expect(exclusionEnd('permanent', start)).toBeNull();
  });

  it('brings game-platform money back to the main wallet when the player starts an exclusion', async () => {
    t.clock.set(beijing('2026-11-22T10:30:00'));
    const p = await fundedPlayer(t, 500);
    await post(p.token, '/api/transfer', { amount: '300', sourcetype: 'userbalance', targettype: 'ky' });
    expect(
      (await post(p.token, '/api/protection/exclusion', { kind: 'timeout', duration: '24h', confirm: 1 }))
        .code,
    ).toBe(200);
    expect(await mainBalanceFen(t.database.db, p.userId)).toBe(50_000);
  });
});
