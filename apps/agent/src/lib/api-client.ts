import { CODE, MSG, type Envelope } from '@app/shared';
import { ApiError, buildUrl, fetchEnvelope, NetworkError, unwrap, type Query } from '@app/shared/client';
import { endSession, getToken } from './session';

/**
 * A 401 to a request sent with the current token: the session is over (expired, revoked, the agent
 * frozen or no longer an agent). The route guard then shows the login page with the notice. A 401
 * to an older token, or to none, says nothing about the session on screen.
 */
function onUnauthenticated(sent: string | null): void {
  if (sent !== null && getToken() === sent) endSession(MSG.unauthenticated);
}

async function request<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Envelope<T>> {
  const sent = getToken();
  const { response, envelope } = await fetchEnvelope<T>({ method, url, body, token: sent });
  if (response.status === 401) {
    onUnauthenticated(sent);
    throw new ApiError(CODE.unauthenticated, MSG.unauthenticated);
  }
  if (!envelope) {
    // A proxy error page or a cut-off body: not an answer from our API.
    if (response.ok) throw new NetworkError();
    return { code: response.status, message: MSG.serverError, data: null as T };
  }
  return envelope;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', buildUrl(path, query, true)),
  post: <T>(path: string, body?: object) => request<T>('POST', path, body),
};

/** For query fetchers: the data of a 200 answer, otherwise an ApiError with the server's message. */
export { unwrap };
