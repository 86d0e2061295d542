import { CODE, MSG, type Envelope } from '@app/shared';
import { buildUrl, fetchEnvelope, isOk, unwrap, type Query } from '@app/shared/client';
import { showAlert } from './alert';
import { delay } from './delay';
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

/**
 * How long a refused request waits for the page's own ending of the session to land: the player's
 * logout, new login password or exclusion ends the session on the server first, and a balance poll
 * refused in between must not send them to login.
 */
const OWN_ENDING_MS = 800;

/**
 * A 401 to a request sent with a token means that token is gone or expired: forget it, tell the
 * player once, and go to login; unless the page has meanwhile forgotten or replaced the token it was
 * sent with. A request sent with no token at all says nothing about a session: it is a poll or a
 * refetch that fired just after the page ended the session itself (logout, a new password), while
 * the page goes where it means to; visitors are kept off player screens by the route guard.
 */
async function onUnauthenticated(sent: string | null): Promise<void> {
  if (sent === null) return;
  await delay(OWN_ENDING_MS);
  if (getToken() !== sent) return;
  clearSession();
  if (!expiryNoticeOpen) {
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
  const sent = getToken();
  const { response, envelope } = await fetchEnvelope<T>({ method, url, body, token: sent });
  if (response.status === 401) {
    if (!options.quietUnauthenticated) void onUnauthenticated(sent);
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
