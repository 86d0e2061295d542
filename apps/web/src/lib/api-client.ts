import { CODE, MSG, type Envelope } from '@app/shared';
import { showAlert } from './alert';
import { ApiError, NetworkError } from './errors';
import { clearSession, getToken } from './session';

const BASE_URL = '';
const TIMEOUT_MS = 30_000;

type Query = Record<string, string | number | undefined>;

interface RequestOptions {
  /** A 401 only confirms the session is already over (logout): no expiry notice, no trip to login. */
  quietUnauthenticated?: boolean;
}

let expiryNoticeOpen = false;
let maintenanceListener: (() => void) | null = null;

/** Called when an answer says the site went into maintenance (the site gate re-reads the settings). */
export function onMaintenanceAnswer(listener: () => void): () => void {
  maintenanceListener = listener;
  return () => {
    if (maintenanceListener === listener) maintenanceListener = null;
  };
}

/** A 401 means the token is gone or expired: forget it, tell the player once, and go to login. */
async function onUnauthenticated(): Promise<void> {
  const hadToken = getToken() !== null;
  clearSession();
  if (hadToken && !expiryNoticeOpen) {
    expiryNoticeOpen = true;
    await showAlert(MSG.unauthenticated);
    expiryNoticeOpen = false;
  }
  if (!window.location.hash.startsWith('#/login')) window.location.hash = '#/login';
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${BASE_URL}${path}${search ? `?${search}` : ''}`;
}

async function request<T>(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), TIMEOUT_MS);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A FormData body (file upload) sets its own multipart boundary.
  const isForm = body instanceof FormData;
  if (method === 'POST' && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: method !== 'POST' ? undefined : isForm ? body : JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
  } catch {
    throw new NetworkError();
  } finally {
    window.clearTimeout(timer);
  }

  if (response.status === 401) {
    if (!options.quietUnauthenticated) void onUnauthenticated();
    throw new ApiError(CODE.unauthenticated, MSG.unauthenticated);
  }
  try {
    const envelope = (await response.json()) as Envelope<T>;
    if (envelope.code === CODE.maintenance) maintenanceListener?.();
    return envelope;
  } catch {
    // A proxy error page or a cut-off body: not an answer from our API.
    if (response.ok) throw new NetworkError('invalid response');
    return { code: response.status, message: MSG.serverError, data: null as T };
  }
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', buildUrl(path, query)),
  post: <T>(path: string, body?: object, options?: RequestOptions) =>
    request<T>('POST', buildUrl(path), body, options),
  /** A multipart POST (the avatar upload). */
  upload: <T>(path: string, form: FormData) => request<T>('POST', buildUrl(path), form),
};

/** For query fetchers: the data of a 200 answer, otherwise an ApiError carrying the server message. */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.code !== CODE.ok) throw new ApiError(envelope.code, envelope.message || MSG.serverError);
  return envelope.data;
}

export function isOk<T>(envelope: Envelope<T>): boolean {
  return envelope.code === CODE.ok;
}
