import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import {
  checkCaptchaShape,
  checkLoginPassword,
  digitsOnly,
  LOGIN_LIMITS,
  validateLogin,
  validateRegister,
} from './auth.js';
import { PASSWORD_CHANGE_MAX, validatePasswordChange } from './password-change.js';

const good = {
  name: 'player01',
  password: 'abcd1234',
  confirmPass: 'abcd1234',
  realname: '张三',
  paypassword: '123456',
  captcha: 'ab12',
};

describe('register rules, in the spec order', () => {
  it('accepts a valid form', () => expect(validateRegister(good, { captcha: true })).toBeNull());

  it.each([
    ['short name', { name: 'ab12' }, MSG.usernameFormat],
    ['long name', { name: 'abcdef123456' }, MSG.usernameFormat],
    ['digits-only name', { name: '12345678' }, MSG.usernameFormat],
    ['letters-only name', { name: 'abcdefgh' }, MSG.usernameFormat],
    ['name with symbols', { name: "a1'--drop" }, MSG.usernameFormat],
    ['short password', { password: 'abc123', confirmPass: 'abc123' }, MSG.passwordFormat],
    ['letters-only password', { password: 'abcdefgh', confirmPass: 'abcdefgh' }, MSG.passwordFormat],
    ['password over 32', { password: 'a1'.repeat(17), confirmPass: 'a1'.repeat(17) }, MSG.passwordFormat],
    ['confirm differs', { confirmPass: 'abcd1235' }, MSG.passwordMismatch],
    ['html real name', { realname: '<b>张</b>' }, MSG.realnameFormat],
    ['digits in real name', { realname: '张3' }, MSG.realnameFormat],
    ['one-character real name', { realname: '张' }, MSG.realnameFormat],
    ['real name of separators', { realname: '· &' }, MSG.realnameFormat],
    ['real name ending in a dot', { realname: '阿卜杜·' }, MSG.realnameFormat],
    ['5-digit pay password', { paypassword: '12345' }, MSG.payPasswordFormat],
    ['letters in pay password', { paypassword: '12345a' }, MSG.payPasswordFormat],
    ['missing captcha', { captcha: '' }, MSG.captchaRequired],
    ['digits-only captcha', { captcha: '1234' }, MSG.captchaWrong],
  ])('%s', (_label, patch, message) => {
    expect(validateRegister({ ...good, ...patch }, { captcha: true })).toBe(message);
  });

  it('accepts English names with the middle dot, ampersand and spaces', () => {
    expect(validateRegister({ ...good, realname: 'John Smith' }, { captcha: true })).toBeNull();
    expect(validateRegister({ ...good, realname: '阿卜杜·热合曼' }, { captcha: true })).toBeNull();
  });

  it('reports the first failing rule only', () => {
    expect(validateRegister({ ...good, name: 'x', paypassword: '1' }, { captcha: true })).toBe(
      MSG.usernameFormat,
    );
  });
});

describe('one password rule for register, change and login', () => {
  const longest = 'a1'.repeat(16);
  it('lets the login form and the change dialog take every password registration accepts', () => {
    expect(checkLoginPassword(longest)).toBeNull();
    expect(longest.length).toBeLessThanOrEqual(LOGIN_LIMITS.password);
    expect(longest.length).toBeLessThanOrEqual(PASSWORD_CHANGE_MAX);
    const change = { password: 'abcd1234', paypassword: longest, newpasword: longest };
    expect(validatePasswordChange(change, 'login')).toBeNull();
  });
});

describe('login rules', () => {
  it('requires account and password, then captcha', () => {
    expect(validateLogin({ name: '', password: 'x' }, { captcha: true })).toBe(
      MSG.accountAndPasswordRequired,
    );
    expect(validateLogin({ name: 'a', password: '' }, { captcha: true })).toBe(
      MSG.accountAndPasswordRequired,
    );
    expect(validateLogin({ name: 'a', password: 'b' }, { captcha: true })).toBe(MSG.captchaRequired);
    expect(validateLogin({ name: 'a', password: 'b' }, { captcha: false })).toBeNull();
  });
  it('captcha shape', () => {
    expect(checkCaptchaShape('AB12')).toBeNull();
    expect(checkCaptchaShape('abcd')).toBe(MSG.captchaWrong);
  });
  it('strips non-digits', () => expect(digitsOnly('1a2b3c4d5e6f7', 6)).toBe('123456'));
});
