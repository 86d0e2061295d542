import { z } from 'zod';

/**
 * The primitives every request schema builds on, so that what a column cannot hold is refused at
 * the door with a 400 on both databases (PostgreSQL faults on a NUL byte in text and on integers
 * past its integer type; SQLite stores both).
 */

/** The largest PostgreSQL `integer`: every id and count column. */
export const INT4_MAX = 2_147_483_647;

export const CONTROL_CHARS_MSG = '不能包含控制字符或无效字符';

// Control characters (C0, DEL, C1) and halves of a surrogate pair: never typed by a person. The
// `u` flag reads a whole pair as one code point, so emoji pass and only a lone half matches.
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}]*$/u;
// Several lines keep tab, line feed and carriage return.
const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u;

/** One line of text: names, codes, filters, reasons. Chain `.trim()`, `.min()`, `.optional()` as needed. */
export const text = (max: number) => z.string().max(max).regex(SINGLE_LINE, CONTROL_CHARS_MSG);

/** Text written on several lines: messages, applications, notes, rich HTML. */
export const multiline = (max: number) => z.string().max(max).regex(MULTI_LINE, CONTROL_CHARS_MSG);

/** A row id as a body field, query or path parameter (numbers or numeric strings). */
export const rowId = z.coerce.number().int().positive().max(INT4_MAX);

/** A page number of a paged list. */
export const pageNumber = z.coerce.number().int().min(1).max(100_000);
