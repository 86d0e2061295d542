import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label';

describe('periodLabel', () => {
  it('names a month or a week by its first and last day (the end is exclusive)', () => {
    expect(periodLabel({ kind: 'month', start: '2026-02-01 00:00:00', end: '2026-03-01 00:00:00' })).toBe(
      '月结 2026-02-01 至 2026-02-28',
    );
    expect(periodLabel({ kind: 'week', start: '2026-11-23 00:00:00', end: '2026-11-30 00:00:00' })).toBe(
      '周结 2026-11-23 至 2026-11-29',
    );
  });

  it('shows the times of a period shorter than a day', () => {
    const minute = { start: '2026-11-27 00:55:00', end: '2026-11-27 00:56:00' };
    expect(periodLabel({ kind: 'fixed', ...minute })).toBe('11-27 00:55 至 11-27 00:56');
    expect(periodLabel({ kind: 'month', ...minute })).toBe('11-27 00:55 至 11-27 00:56');
  });
});
