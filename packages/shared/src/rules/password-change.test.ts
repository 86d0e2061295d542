import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.js';
import { validatePasswordChange } from './password-change.js';

const v = (password: string, paypassword: string, newpasword: string, kind: 'login' | 'pay' = 'pay') =>
  validatePasswordChange({ password, paypassword, newpasword }, kind);

describe('password change, checked in the spec order', () => {
  it('walks the seven checks in order', () => {
    expect(v('', '', '')).toBe(MSG.oldPasswordRequired);
    expect(v('12345', '', '')).toBe(MSG.newPasswordRequired);
    expect(v('12345', '1', '')).toBe(MSG.oldPasswordLength);
    expect(v('123456', '12345', '')).toBe(MSG.newPasswordLength);
    expect(v('123456', '654321', '')).toBe(MSG.confirmPasswordRequired);
    expect(v('123456', '654321', '654320')).toBe(MSG.passwordMismatch);
    expect(v('123456', '123456', '123456')).toBe(MSG.newSameAsOld);
    expect(v('123456', '654321', '654321')).toBeNull();
  });

  it('applies the strength rule of the password being set', () => {
    expect(v('123456', 'abcdef', 'abcdef', 'pay')).toBe(MSG.payPasswordFormat);
    expect(v('abcd1234', 'abcdefgh', 'abcdefgh', 'login')).toBe(MSG.passwordFormat);
    expect(v('abcd1234', 'abcd12345', 'abcd12345', 'login')).toBeNull();
  });
});
