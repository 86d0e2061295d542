import { describe, expect, it } from 'vitest';
import { checkOperatorPassword, passwordScore } from '../password-strength.js';
import { OPERATOR_PASSWORD, OPERATOR_PASSWORD_MSG, checkOperatorPasswordShape } from './operator-password.js';

describe('operator password rule', () => {
  it('takes long passwords of any visible characters, symbols, spaces and Chinese included', () => {
    for (const ok of [
      'Walk2026Admin!x',
      'Ops-Desk-7741-Kite',
      'correct horse battery',
      '金沙后台财务专用Kq7!',
      'Qm8#vT2$wL9!',
    ]) {
      expect(checkOperatorPassword(ok), ok).toBeNull();
    }
  });

  it('refuses short ones and invisible characters with their own messages', () => {
    expect(checkOperatorPassword('')).toBe(OPERATOR_PASSWORD_MSG.required);
    expect(checkOperatorPassword('Kq7!xZ2#wP9')).toBe(OPERATOR_PASSWORD_MSG.tooShort);
    expect(checkOperatorPassword('x'.repeat(OPERATOR_PASSWORD.maxLength + 1))).toBe(
      OPERATOR_PASSWORD_MSG.tooLong,
    );
    for (const hidden of [
      'Walk2026\u0000Admin!x',
      'Walk2026\u200bAdmin!x',
      'Walk2026\u202eAdmin!x',
      'Walk2026\nAdmin!x',
      'Walk2026\ud800Admin!x',
    ]) {
      expect(checkOperatorPasswordShape(hidden), JSON.stringify(hidden)).toBe(
        OPERATOR_PASSWORD_MSG.invisible,
      );
    }
    // Twelve characters, not twelve UTF-16 units.
    expect(checkOperatorPasswordShape('😀'.repeat(6))).toBe(OPERATOR_PASSWORD_MSG.tooShort);
  });

  it('refuses common, leaked and easily guessed passwords however long', () => {
    for (const weak of [
      'Password1234',
      'P@ssw0rd2026',
      'qwertyuiop12',
      '123456789012',
      'aaaaaaaaaaaa',
      'admin1234567',
      'iloveyou1234',
      'firstPass123',
    ]) {
      expect(checkOperatorPassword(weak), weak).toBe(OPERATOR_PASSWORD_MSG.weak);
      expect(passwordScore(weak)).toBeLessThan(OPERATOR_PASSWORD.minScore);
    }
  });

  it('counts the account name as known to the attacker', () => {
    expect(checkOperatorPassword('caiwu_zhang2026')).toBeNull();
    expect(checkOperatorPassword('caiwu_zhang2026', ['caiwu_zhang'])).toBe(OPERATOR_PASSWORD_MSG.weak);
  });
});
