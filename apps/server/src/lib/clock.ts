/** Time source; tests inject a fixed or movable clock instead of waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

const BEIJING_OFFSET_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "2026-11-22 18:49:09" in Beijing time: how the site shows every timestamp. China keeps UTC+8 all
 * year, so a fixed offset is exact and far cheaper than Intl on list pages.
 */
export function formatBeijing(date: Date): string {
  const d = new Date(date.getTime() + BEIJING_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function formatBeijingHm(date: Date): string {
  return formatBeijing(date).slice(11, 16);
}

/** Midnight (00:00 Beijing time) of the day `date` falls on, as epoch ms. */
export function beijingMidnight(date: Date): number {
  const shifted = date.getTime() + BEIJING_OFFSET_MS;
  return shifted - (shifted % 86_400_000) - BEIJING_OFFSET_MS;
}

/**
 * The records' date filter (spec 001 §2): 1 today, 2 within a week, 3 within half a month, 4 within
 * a month, counted in Beijing days. Anything else means no lower bound.
 */
export function sinceForDateCode(code: number | undefined, now: Date): number | undefined {
  const days = { 1: 0, 2: 6, 3: 14, 4: 29 }[code ?? 0];
  return days === undefined ? undefined : beijingMidnight(now) - days * 86_400_000;
}

/** 00:00 Beijing time of a "YYYY-MM-DD" day, as epoch ms (the back office's date filters). */
export function beijingDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00+08:00`);
}

/** "YYYY-MM-DD" of the Beijing day `ms` falls on. */
export function beijingDay(ms: number): string {
  return formatBeijing(new Date(ms)).slice(0, 10);
}
