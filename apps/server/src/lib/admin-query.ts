import { z } from 'zod';
import { DAY_MS, pageNumber } from '@app/shared';
import { beijingDay, beijingDayStart } from './clock.js';

/** A real calendar day: Date.parse would roll 2026-02-30 over to March 2, so it must read back as itself. */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine((d) => Number.isFinite(beijingDayStart(d)) && beijingDay(beijingDayStart(d)) === d, '日期无效');

/** Every back-office list pages on the server: page from 1, at most 200 rows a page. */
export const adminPaging = {
  page: pageNumber.default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(20),
};

/** An inclusive range of Beijing days; either end may be left open. */
export const dayRange = { from: day.optional(), to: day.optional() };

/** The range as half-open epoch ms [from, to): `to` is the day after the last day. */
export function dayRangeMs(range: { from?: string; to?: string }): { from?: number; to?: number } {
  return {
    from: range.from ? beijingDayStart(range.from) : undefined,
    to: range.to ? beijingDayStart(range.to) + DAY_MS : undefined,
  };
}
