import { describe, expect, it } from 'vitest';
import { beijingMidnight, formatBeijing, sinceForDateCode } from './clock.js';

describe('Beijing time', () => {
  it('formats in UTC+8 across the date line', () => {
    expect(formatBeijing(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22 23:59:59');
    expect(formatBeijing(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23 00:00:00');
    expect(formatBeijing(new Date('2026-12-31T16:00:00.999Z'))).toBe('2027-01-01 00:00:00');
  });
  it('finds the start of the Beijing day and the records date filters', () => {
    const now = new Date('2026-11-22T17:30:00Z'); // 01:30 on the 23rd in Beijing
    expect(new Date(beijingMidnight(now)).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(new Date(sinceForDateCode(2, now)!).toISOString()).toBe('2026-11-16T16:00:00.000Z');
    expect(sinceForDateCode(undefined, now)).toBeUndefined();
  });
});
