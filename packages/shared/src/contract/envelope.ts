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
