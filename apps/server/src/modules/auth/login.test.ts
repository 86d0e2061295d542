import { describe, expect, it } from 'vitest';
import { MSG, loginFailedTries, loginLockedMessage } from '@app/shared';
import {
  buildTestApp,
  call,
  GOOD_PASSWORD,
  registerPlayer,
  type TestApp,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp();

const login = (name: string, password = GOOD_PASSWORD, extra: Record<string, unknown> = {}, ip = '1.2.3.4') =>
  call(t.app, 'POST', '/api/login_pc', { name, password, ...extra }, { ip });
const setUser = (name: string, patch: { isblack?: number; status?: number }) =>
  t.database.db.updateTable('users').set(patch).where('username', '=', name).execute();

describe('POST /api/login_pc', () => {
  it('issues a fresh token each login and ends the previous session', async () => {
    const { name, token: first } = await registerPlayer(t.app);
    const a = await login(name);
    expect(a.code).toBe(200);
    expect(a.message).toBe(MSG.loginSuccess);
    const b = await login(name.toUpperCase());
    expect(b.data.new_api_token).not.toBe(a.data.new_api_token);

    expect((await call(t.app, 'POST', '/api/balance', {}, { token: first })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/balance', {}, { token: a.data.new_api_token })).status).toBe(401);
    const ok = await call(t.app, 'POST', '/api/balance', {}, { token: b.data.new_api_token });
    expect(ok).toMatchObject({ status: 200, code: 200, data: { balance: '0.00', gameblance: '0.00' } });
  });

  it('tells the player when they last logged in', async () => {
    const { name } = await registerPlayer(t.app);
    t.clock.set(new Date('2026-11-22T02:00:00Z'));
    await login(name);
    t.clock.set(new Date('2026-11-22T05:30:00Z'));
    const res = await login(name);
    expect(res.data.previous_login_at).toBe('2026-11-22 10:00:00');
  });

  it('answers an unknown account and a wrong password alike', async () => {
    const { name } = await registerPlayer(t.app);
    // Each with the attempts left before the lock, counted by name alike.
    expect(await login(name, 'wrong1234')).toMatchObject({ code: 400, message: loginFailedTries(4) });
    expect(await login('nobody999', 'wrong1234')).toMatchObject({ code: 400, message: loginFailedTries(4) });
  });

  it('requires account and password', async () => {
    expect(await login('', '')).toMatchObject({ code: 400, message: MSG.accountAndPasswordRequired });
  });

  it('refuses blacklisted and disabled players (spec messages), only after the right password', async () => {
    const black = await registerPlayer(t.app);
    await setUser(black.name, { isblack: 1 });
    expect(await login(black.name)).toMatchObject({ code: 400, message: MSG.blacklisted });
    expect(await login(black.name, 'wrong1234')).toMatchObject({ message: loginFailedTries(4) });

    const off = await registerPlayer(t.app);
    await setUser(off.name, { status: 0 });
    expect(await login(off.name)).toMatchObject({ code: 400, message: MSG.disabled });
  });
});

describe('login lockout', () => {
  it('locks the account for a while after 5 failures, then lets the player in again', async () => {
    const { name } = await registerPlayer(t.app);
    t.clock.set(new Date('2026-11-22T04:00:00Z'));
    for (const left of [4, 3, 2, 1])
      expect((await login(name, 'bad12345')).message).toBe(loginFailedTries(left));
    const fifth = await login(name, 'bad12345');
    // Locked until the first failure ages out of the 15-minute window: 12:15 Beijing time.
    expect(fifth.message).toBe(loginLockedMessage('12:15'));
    expect((await login(name)).message).toBe(loginLockedMessage('12:15'));

    t.clock.advance(15 * 60_000 + 1);
    const after = await login(name);
    expect(after.code).toBe(200);
  });

  it('never locks out the browser the player signed in from before', async () => {
    const { name } = await registerPlayer(t.app);
    const first = await login(name);
    const device = first.data.device_token as string;
    for (let i = 0; i < 6; i++) await login(name, 'bad12345', {}, '6.6.6.6');
    expect((await login(name)).message).toMatch(/临时锁定/);
    const trusted = await login(name, GOOD_PASSWORD, { device_token: device });
    expect(trusted.code).toBe(200);
    expect(trusted.data.device_token).toBe(device);
    // The lock does not apply to the trusted browser, so a slip there hears of no attempts left.
    expect((await login(name, 'bad12345', { device_token: device })).message).toBe(MSG.loginFailed);

    // Another player's device token is no key to this account.
    const other = await registerPlayer(t.app);
    const otherDevice = (await login(other.name)).data.device_token;
    for (let i = 0; i < 6; i++) await login(name, 'bad12345');
    expect((await login(name, GOOD_PASSWORD, { device_token: otherDevice })).message).toMatch(/临时锁定/);
  });
});

describe('per-IP login limit', () => {
  it('refuses attempts past the configured number per IP', async () => {
    const limited = await buildTestApp({ RATE_LOGIN_PER_10MIN: '3' });
    try {
      for (let i = 0; i < 3; i++)
        await call(
          limited.app,
          'POST',
          '/api/login_pc',
          { name: 'someone1', password: 'x' },
          { ip: '9.9.9.9' },
        );
      const res = await call(
        limited.app,
        'POST',
        '/api/login_pc',
        { name: 'someone1', password: 'x' },
        { ip: '9.9.9.9' },
      );
      expect(res.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/logoff', () => {
  it('revokes the token', async () => {
    const { token } = await registerPlayer(t.app);
    const res = await call(t.app, 'POST', '/api/logoff', {}, { token });
    expect(res.code).toBe(200);
    expect((await call(t.app, 'POST', '/api/user', {}, { token })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/logoff', {}, { token })).status).toBe(401);
  });
});

describe('sessions', () => {
  it('answers HTTP 401 {code: 401} without a token, with a forged one and after expiry', async () => {
    expect(await call(t.app, 'POST', '/api/balance', {})).toMatchObject({ status: 401, code: 401 });
    expect(await call(t.app, 'POST', '/api/balance', {}, { token: 'A'.repeat(43) })).toMatchObject({
      status: 401,
    });
    const { token } = await registerPlayer(t.app);
    t.clock.advance(73 * 3_600_000);
    expect(await call(t.app, 'POST', '/api/balance', {}, { token })).toMatchObject({ status: 401 });
  });
});

describe('shared limits through Redis', () => {
  it('counts attempts across two API nodes when REDIS_URL is set', async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const { Redis } = await import('ioredis');
    const probe = new Redis(url, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
    const reachable = await probe.connect().then(
      () => true,
      () => false,
    );
    probe.disconnect();
    if (!reachable) return; // no Redis on this machine: single-node counting is covered above
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const nodeA = await buildTestApp({ RATE_LOGIN_PER_10MIN: '4', REDIS_URL: url });
    const nodeB = await buildTestApp({ RATE_LOGIN_PER_10MIN: '4', REDIS_URL: url });
    try {
      const attempt = (node: TestApp) =>
        call(node.app, 'POST', '/api/login_pc', { name: 'someone1', password: 'x' }, { ip });
      for (const node of [nodeA, nodeB, nodeA, nodeB]) expect((await attempt(node)).status).toBe(200);
      expect((await attempt(nodeA)).status).toBe(429);
      expect((await attempt(nodeB)).status).toBe(429);
    } finally {
      await nodeA.close();
      await nodeB.close();
    }
  });
});
