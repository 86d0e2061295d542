/**
 * Beijing time, the site's only clock face: every timestamp shown, every day a report, a filter,
 * a limit or a campaign counts, is a day in China Standard Time. China keeps UTC+8 all year, so a
 * fixed offset is exact (and far cheaper than Intl on list pages); whatever the zone of the
 * server or of an operator's browser, these give the same answer. Times are epoch milliseconds
 * or Dates.
 */

export const BEIJING_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

type Instant = Date | number;

const ms = (at: Instant) => (typeof at === 'number' ? at : at.getTime());
/** A Date whose UTC fields read as the Beijing wall clock. */
const wallClock = (at: Instant) => new Date(ms(at) + BEIJING_OFFSET_MS);
const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-22 18:49:09": how the site shows every timestamp. */
export function formatBeijing(at: Instant): string {
  const d = wallClock(at);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** "18:49". */
export function formatBeijingHm(at: Instant): string {
  return formatBeijing(at).slice(11, 16);
}

/** "YYYY-MM-DD" of the Beijing day `at` falls on. */
export function beijingDay(at: Instant): string {
  return formatBeijing(at).slice(0, 10);
}

/** The Beijing day `at` falls on as 20261122 (the red packet campaign's day). */
export function beijingDateCode(at: Instant): number {
  const d = wallClock(at);
  return d.getUTCFullYear() * 10_000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}

/** The Beijing day `at` falls on, as whole days since 1970-01-01 in UTC+8 (the reports' key). */
export function beijingDayNumber(at: Instant): number {
  return Math.floor((ms(at) + BEIJING_OFFSET_MS) / DAY_MS);
}

/** 00:00 Beijing time of a day number, as epoch ms. */
export function dayNumberStart(day: number): number {
  return day * DAY_MS - BEIJING_OFFSET_MS;
}

/** "YYYY-MM-DD" of a day number. */
export function dayNumberToDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Midnight (00:00 Beijing time) of the day `at` falls on, as epoch ms. */
export function beijingMidnight(at: Instant): number {
  return dayNumberStart(beijingDayNumber(at));
}

/** Minutes since Beijing midnight (opening hours such as "09:00-23:00"). */
export function beijingMinuteOfDay(at: Instant): number {
  return Math.floor((ms(at) - beijingMidnight(at)) / 60_000);
}

/** 00:00 Beijing time of a "YYYY-MM-DD" day, as epoch ms; NaN when it does not parse. */
export function beijingDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - BEIJING_OFFSET_MS;
}

/** `months` calendar months after `at` on the Beijing calendar, the day clamped to the month's last. */
export function addBeijingMonths(at: Instant, months: number): number {
  const d = wallClock(at);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime() - BEIJING_OFFSET_MS;
}
