import { describe, expect, it } from 'vitest';
import {
  addBeijingMonths,
  beijingDateCode,
  beijingDay,
  beijingDayNumber,
  beijingDayStart,
  beijingMidnight,
  beijingMinuteOfDay,
  dayNumberStart,
  dayNumberToDate,
  formatBeijing,
  formatBeijingHm,
} from './beijing-time.js';

const utc = (iso: string) => Date.parse(iso);

describe('Beijing time', () => {
  it('turns the day at 16:00 UTC, whatever the zone of the machine', () => {
    expect(formatBeijing(utc('2026-11-22T15:59:59Z'))).toBe('2026-11-22 23:59:59');
    expect(formatBeijing(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23 00:00:00');
    expect(formatBeijing(utc('2026-12-31T16:00:00.999Z'))).toBe('2027-01-01 00:00:00');
    expect(formatBeijingHm(utc('2026-11-22T01:05:00Z'))).toBe('09:05');
    expect(beijingDay(utc('2026-11-22T15:59:59.999Z'))).toBe('2026-11-22');
    expect(beijingDay(utc('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });

  it('agrees with the time zone database', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Shanghai',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    for (let t = utc('2025-12-31T15:00:00Z'); t < utc('2026-01-02T00:00:00Z'); t += 1_799_000) {
      expect(formatBeijing(t)).toBe(intl.format(t));
    }
  });

  it('counts days from Beijing midnight', () => {
    const lateNight = utc('2026-11-22T17:30:00Z'); // 01:30 on the 23rd in Beijing
    expect(new Date(beijingMidnight(lateNight)).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(beijingMinuteOfDay(lateNight)).toBe(90);
    expect(beijingDateCode(lateNight)).toBe(20261123);
    const day = beijingDayNumber(lateNight);
    expect(dayNumberToDate(day)).toBe('2026-11-23');
    expect(dayNumberStart(day)).toBe(beijingMidnight(lateNight));
    expect(beijingDayNumber(dayNumberStart(day) - 1)).toBe(day - 1);
    expect(beijingDayStart('2026-11-23')).toBe(Date.parse('2026-11-23T00:00:00+08:00'));
    expect(beijingDayStart('2026-13-01')).toBeNaN();
  });

  it('adds calendar months on the Beijing calendar, clamped to the month', () => {
    const jan31 = utc('2026-01-30T16:30:00Z'); // 00:30 on 31 January in Beijing
    expect(formatBeijing(addBeijingMonths(jan31, 1))).toBe('2026-02-28 00:30:00');
    expect(formatBeijing(addBeijingMonths(jan31, 12))).toBe('2027-01-31 00:30:00');
  });
});
