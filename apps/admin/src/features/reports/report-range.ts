import { beijingDay, DAY_MS } from '@app/shared';
import type { ReportRange } from './api/get-dashboard';

/** What the server accepts in one request (reports.service.ts MAX_RANGE_DAYS). */
export const MAX_RANGE_DAYS = 366;

/** Today in Beijing time, whatever the operator's own time zone. */
export function beijingToday(now = Date.now()): string {
  return beijingDay(now);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const PRESETS = {
  today: '今日',
  yesterday: '昨日',
  week: '近7天',
  days30: '近30天',
  month: '本月',
} as const;

export type Preset = keyof typeof PRESETS;

export function presetRange(preset: Preset, today = beijingToday()): ReportRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'week':
      return { from: addDays(today, -6), to: today };
    case 'days30':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** "2026-11-17 至 2026-11-23", or the one day. */
export function rangeLabel(range: ReportRange): string {
  return range.from === range.to ? range.from : `${range.from} 至 ${range.to}`;
}
