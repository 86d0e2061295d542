import { describe, expect, it } from 'vitest';
import { MSG } from '@app/shared';
import { call, GOOD_PASSWORD, registerPlayer, useTestApp } from '../../../test/helpers.js';

const t = useTestApp();

const change = (
  path: string,
  token: string,
  password: string,
  paypassword: string,
  newpasword = paypassword,
) => call(t.app, 'POST', path, { password, paypassword, newpasword }, { token });

describe('POST /api/editPassword (login password)', () => {
  it('changes the password, ends every session and accepts the new password only', async () => {
    const { name, token } = await registerPlayer(t.app);
    const res = await change('/api/editPassword', token, GOOD_PASSWORD, 'newpass123');
    expect(res).toMatchObject({ code: 200, message: MSG.passwordChanged });
    expect((await call(t.app, 'POST', '/api/user', {}, { token })).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/login_pc', { name, password: GOOD_PASSWORD })).code).toBe(400);
    expect((await call(t.app, 'POST', '/api/login_pc', { name, password: 'newpass123' })).code).toBe(200);
  });

  it('checks the dialog rules in order, the old password, and the new one’s strength', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await change('/api/editPassword', token, '', '')).message).toBe(MSG.oldPasswordRequired);
    expect((await change('/api/editPassword', token, 'abc', 'x')).message).toBe(MSG.oldPasswordLength);
    expect((await change('/api/editPassword', token, GOOD_PASSWORD, 'abc123456', 'abc123457')).message).toBe(
      MSG.passwordMismatch,
    );
    expect((await change('/api/editPassword', token, GOOD_PASSWORD, GOOD_PASSWORD)).message).toBe(
      MSG.newSameAsOld,
    );
    expect((await change('/api/editPassword', token, GOOD_PASSWORD, 'abcdefghij')).message).toBe(
      MSG.passwordFormat,
    );
    expect((await change('/api/editPassword', token, 'wrong1234', 'abc123456')).message).toBe(
      MSG.oldPasswordWrong,
    );
    expect((await call(t.app, 'POST', '/api/user', {}, { token })).code).toBe(200);
  });
});

describe('POST /api/editPayPassword', () => {
  it('changes the payment password without ending the session', async () => {
    const { token } = await registerPlayer(t.app);
    const res = await change('/api/editPayPassword', token, '123456', '246810');
    expect(res).toMatchObject({ code: 200, message: MSG.passwordChanged });
    expect((await call(t.app, 'POST', '/api/user', {}, { token })).code).toBe(200);
    // The new one is now the one that counts.
    expect((await change('/api/editPayPassword', token, '123456', '135790')).message).toMatch(/支付密码错误/);
    expect((await change('/api/editPayPassword', token, '246810', '135790')).code).toBe(200);
  });

  it('requires 6 digits for the new payment password', async () => {
    const { token } = await registerPlayer(t.app);
    expect((await change('/api/editPayPassword', token, '123456', 'abcdef')).message).toBe(
      MSG.payPasswordFormat,
    );
    expect((await change('/api/editPayPassword', token, '123456', '1234567')).message).toBe(
      MSG.payPasswordFormat,
    );
  });

  it('locks the payment password after 5 wrong ones, even the right one, for 30 minutes', async () => {
    const { token } = await registerPlayer(t.app);
    t.clock.set(new Date('2026-11-22T04:00:00Z'));
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await change('/api/editPayPassword', token, '000000', '111111')).message);
    expect(answers.slice(0, 4)).toEqual([
      '支付密码错误，还可尝试4次',
      '支付密码错误，还可尝试3次',
      '支付密码错误，还可尝试2次',
      '支付密码错误，还可尝试1次',
    ]);
    expect(answers[4]).toBe(MSG.payPasswordLocked('12:30'));
    expect((await change('/api/editPayPassword', token, '123456', '111111')).message).toBe(
      MSG.payPasswordLocked('12:30'),
    );
    t.clock.advance(30 * 60_000 + 1);
    expect((await change('/api/editPayPassword', token, '123456', '111111')).code).toBe(200);
  });

  it('lets no more than 5 of 8 parallel guesses be checked', async () => {
    const { token } = await registerPlayer(t.app);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => change('/api/editPayPassword', token, '000000', '111111')),
    );
    expect(results.filter((r) => r.message.startsWith('支付密码错误，还可尝试')).length).toBe(4);
    expect(results.filter((r) => r.message.startsWith('支付密码错误次数过多')).length).toBe(4);
    expect((await change('/api/editPayPassword', token, '123456', '111111')).message).toMatch(/次数过多/);
  });

  it('lets parallel requests with the right password all through', async () => {
    const { token } = await registerPlayer(t.app);
    const userId = (await t.services.sessions.resolve(token))!;
    await Promise.all(Array.from({ length: 10 }, () => t.services.payPassword.verify(userId, '123456')));
  });
});
