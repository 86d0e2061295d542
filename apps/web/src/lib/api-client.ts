import { CODE, MSG, type Envelope } from '@app/shared';
import { buildUrl, fetchEnvelope, isOk, unwrap, type Query } from '@app/shared/client';
import { showAlert } from './alert';
import { ApiError, NetworkError } from './errors';
import { clearSession, getToken } from './session';

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

async function request<T>(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  const { response, envelope } = await fetchEnvelope<T>({ method, url, body, token: getToken() });
  if (response.status === 401) {
    if (!options.quietUnauthenticated) void onUnauthenticated();
    throw new ApiError(CODE.unauthenticated, MSG.unauthenticated);
  }
  if (!envelope) {
    // A proxy error page or a cut-off body: not an answer from our API.
    if (response.ok) throw new NetworkError('invalid response');
    return { code: response.status, message: MSG.serverError, data: null as T };
  }
  if (envelope.code === CODE.maintenance) maintenanceListener?.();
  return envelope;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', buildUrl(path, query)),
  post: <T>(path: string, body?: object, options?: RequestOptions) => request<T>('POST', path, body, options),
  /** A multipart POST (the avatar upload). */
  upload: <T>(path: string, form: FormData) => request<T>('POST', path, form),
};

/** For query fetchers: `unwrap` gives the data of a 200 answer, otherwise throws an ApiError. */
export { isOk, unwrap };
