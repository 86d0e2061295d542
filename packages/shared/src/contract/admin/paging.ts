import { z } from 'zod';
import { beijingDay, beijingDayStart } from '../../beijing-time.js';
import { pageNumber, rowId } from '../input.js';

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

/** An inclusive range of Beijing days ("YYYY-MM-DD"); either end may be left open. */
export const dayRange = { from: day.optional(), to: day.optional() };

/** The row a path's `:id` names. */
export const idParams = z.strictObject({ id: rowId });

/** One page of a back-office list and the number of rows the whole filter matches. */
export interface ListPage<T> {
  total: number;
  data: T[];
}
/** A ListPage<T>'s schema, for a route's response. */
export function listPageOf<T extends z.ZodType>(row: T) {
  return z.object({ total: z.number(), data: z.array(row) }) satisfies z.ZodType<ListPage<z.output<T>>>;
}

/** A list's filter as the console sends it beside `page` and `per_page`. */
export type ListFilter<Q> = Omit<Q, 'page' | 'per_page'>;

/** The answer to a create (or a save that names the row): its id. */
export interface CreatedRow {
  id: number;
}
