import { describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import {
  buildTestApp,
  call,
  countRows,
  GOOD_PASSWORD,
  registerPlayer,
  registrationForm,
  uniqueName,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp();

const countUsers = () => countRows(t, 'users');

const form = (patch: Record<string, unknown> = {}) =>
  registrationForm({ realname: '李四', paypassword: '654321', ...patch });

describe('POST /api/register', () => {
  it('creates the player with a zero main wallet, argon2id hashes and a working token', async () => {
    const body = form({ name: 'Alice123' });
    const res = await call(t.app, 'POST', '/api/register', body);
    expect(res.code).toBe(200);
    expect(res.message).toBe(MSG.registerSuccess);
    expect(res.data.api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'alice123')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.pay_password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_hash).not.toContain(GOOD_PASSWORD);
    const sessions = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.token_hash).not.toBe(res.data.api_token);

    const info = await call(t.app, 'POST', '/api/user', {}, { token: res.data.api_token });
    expect(info.data).toMatchObject({
      username: 'alice123',
      realname: '李四',
      balance: '0.00',
      gameblance: '0.00',
      isblack: 0,
      status: 1,
    });
  });

  it.each([
    ['name too short', { name: 'ab1' }, MSG.usernameFormat],
    ['name all digits', { name: '12345678' }, MSG.usernameFormat],
    ['SQL in the name', { name: "a1' OR 1=1--" }, MSG.usernameFormat],
    ['weak password', { password: 'abcdefgh', confirmPass: 'abcdefgh' }, MSG.passwordFormat],
    ['confirm differs', { confirmPass: 'abc12345y' }, MSG.passwordMismatch],
    ['HTML in the real name', { realname: '<script>alert(1)</script>' }, MSG.realnameFormat],
    ['pay password of 5 digits', { paypassword: '12345' }, MSG.payPasswordFormat],
    ['wrong type', { name: 12345678 }, '参数格式错误：name'],
    ['missing field', { realname: undefined }, '缺少参数：realname'],
    ['over-long field', { realname: '张'.repeat(100) }, '参数过长或过大：realname'],
    ['unknown field', { isagent: 1 }, '不支持的参数：isagent'],
  ])('refuses %s with its message and stores nothing', async (_label, patch, message) => {
    const before = await countUsers();
    const res = await call(t.app, 'POST', '/api/register', form(patch));
    expect(res.status).toBe(200);
    expect(res.code).toBe(400);
    expect(res.message).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a taken name, whatever its letter case', async () => {
    const { name } = await registerPlayer(t.app);
    const res = await call(t.app, 'POST', '/api/register', form({ name: name.toUpperCase() }));
    expect(res).toMatchObject({ code: 400, message: MSG.usernameTaken });
  });

  it('stores the referrer when pid names a player, and ignores an unknown pid', async () => {
    const referrer = await registerPlayer(t.app);
    const refUser = await t.services.users.info(
      await t.services.sessions.resolve(referrer.token).then((id) => id!),
    );
    const child = await registerPlayer(t.app, { pid: String(refUser.id) });
    const childInfo = await call(t.app, 'POST', '/api/user', {}, { token: child.token });
    expect(childInfo.data.pid).toBe(refUser.id);

    const orphan = await registerPlayer(t.app, { pid: '99999999' });
    const orphanInfo = await call(t.app, 'POST', '/api/user', {}, { token: orphan.token });
    expect(orphanInfo.data.pid).toBeNull();
  });

  it('accepts form-encoded bodies like the original client', async () => {
    const name = uniqueName('f');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        `name=${name}&password=${GOOD_PASSWORD}&confirmPass=${GOOD_PASSWORD}` +
        '&realname=%E7%8E%8B%E4%BA%94&paypassword=123456',
    });
    expect(res.json().code).toBe(200);
  });
});

describe('per-IP registration limit', () => {
  it('refuses registrations past the configured number per IP, and not for other IPs', async () => {
    const limited = await buildTestApp({ RATE_REGISTER_PER_10MIN: '3' });
    try {
      for (let i = 0; i < 3; i++) await registerPlayer(limited.app, {}, '10.0.0.7');
      const fourth = await call(limited.app, 'POST', '/api/register', form(), { ip: '10.0.0.7' });
      expect(fourth.status).toBe(429);
      expect(fourth.message).toBe(MSG.tooManyRequests);
      const other = await call(limited.app, 'POST', '/api/register', form(), { ip: '10.0.0.8' });
      expect(other.code).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
