import { describe, expect, it } from 'vitest';
import { PROFILE_MSG, isAdultOn, isUnderAge, validateProfile } from './profile.js';

const form = { mobile: '', email: '', birthday: '' };

describe('the 18+ rule on a birthday', () => {
  it('turns 18 on the birthday itself, not the day before', () => {
    expect(isAdultOn('2008-11-28', '2026-11-28')).toBe(true);
    expect(isAdultOn('2008-11-29', '2026-11-28')).toBe(false);
  });

  it('lets a 29 February birthday come of age on 1 March of a common year', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('refuses an under-age birthday in the profile with its own message', () => {
    expect(validateProfile({ ...form, birthday: '2015-01-01' }, '2026-11-28')).toBe(PROFILE_MSG.underAge);
    expect(validateProfile({ ...form, birthday: '1990-01-01' }, '2026-11-28')).toBeNull();
    expect(validateProfile({ ...form, birthday: '2026-13-01' }, '2026-11-28')).toBe(PROFILE_MSG.birthday);
  });

  it('flags a saved birthday under 18, and says nothing of an unset one', () => {
    expect(isUnderAge('2015-01-01', '2026-11-28')).toBe(true);
    expect(isUnderAge('1990-01-01', '2026-11-28')).toBe(false);
    expect(isUnderAge('', '2026-11-28')).toBe(false);
    expect(isUnderAge(null, '2026-11-28')).toBe(false);
  });
});
