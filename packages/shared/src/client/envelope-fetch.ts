import { CODE, type Envelope } from '../contract/envelope.js';
import { MSG } from '../messages.js';
import { DEVICE_ID_HEADER, deviceId } from './device-id.js';
import { ApiError, NetworkError } from './errors.js';

const TIMEOUT_MS = 30_000;

export type Query = Record<string, string | number | undefined>;

/** `path?a=1&b=2`; undefined values are left out, and empty strings too with `dropEmpty` (filters). */
export function buildUrl(path: string, query?: Query, dropEmpty = false): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && !(dropEmpty && value === '')) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** JSON for POST and PUT ({} when absent); a FormData body is sent as multipart. */
  body?: unknown;
  /** Sent as the bearer token; the app decides which token goes to which address. */
  token: string | null;
}

/**
 * One call to our API with a 30 s timeout. No answer at all throws a NetworkError; otherwise the
 * response comes back with its envelope, or null when the body is not JSON (a proxy error page, a
 * cut-off body). What a 401 or a missing envelope means is the app's decision.
 */
export async function fetchEnvelope<T>(
  call: Call,
): Promise<{ response: Response; envelope: Envelope<T> | null }> {
  const { method, body } = call;
  // Every call carries the browser's device id (device-id.ts): one rule for every app using this fetch.
  const headers: Record<string, string> = { Accept: 'application/json', [DEVICE_ID_HEADER]: deviceId() };
  if (call.token) headers.Authorization = `Bearer ${call.token}`;
  // A FormData body (file upload) sets its own multipart boundary.
  const isForm = body instanceof FormData;
  if (method !== 'GET' && !isForm) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(call.url, {
      method,
      headers,
      body: method === 'GET' ? undefined : isForm ? body : JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
  } catch {
    throw new NetworkError();
  } finally {
    clearTimeout(timer);
  }
  try {
    return { response, envelope: ((await response.json()) as Envelope<T> | null) ?? null };
  } catch {
    return { response, envelope: null };
  }
}

/** The data of a 200 envelope, otherwise an ApiError carrying the server's message. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.code !== CODE.ok) throw new ApiError(envelope.code, envelope.message || MSG.serverError);
  return envelope.data;
}

export function isOk<T>(envelope: Envelope<T>): boolean {
  return envelope.code === CODE.ok;
}
