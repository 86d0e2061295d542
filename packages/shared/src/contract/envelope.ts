import { z } from 'zod';

/** Every answer is HTTP 200 (401 for a missing session) with this envelope; code 200 is success. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const CODE = {
  ok: 200,
  badRequest: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  serverError: 500,
  /** The site is in maintenance (site_state 0): player calls answer this with the repair notice. */
  maintenance: 503,
} as const;

/** A paged list as the spec's calls read it. */
export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** A paged list's schema: Paged<T> of the item's schema. */
export function pagedOf<T extends z.ZodType>(item: T) {
  const paged = z.object({
    data: z.array(item),
    current_page: z.number(),
    per_page: z.number(),
    total: z.number(),
    last_page: z.number(),
  });
  return paged satisfies z.ZodType<Paged<z.output<T>>>;
}

/**
 * A route's response schema: the envelope with `data` as `schema` says on success. Fields the
 * schema does not name are left out of the answer, so a column added to a row never reaches the
 * client. A refusal (a business refusal is HTTP 200 too) keeps its code, message and data.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.union([
    z.object({ code: z.literal(CODE.ok), message: z.string(), data }),
    z.object({
      code: z.number().refine((code) => code !== CODE.ok),
      message: z.string(),
      data: z.unknown(),
    }),
  ]);
}

/** The response schema of a call that answers with its message only (data null). */
export const messageOnly = () => envelopeOf(z.null());
