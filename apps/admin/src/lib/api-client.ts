import { CODE } from '@app/shared';
import { buildUrl, fetchEnvelope, unwrap, type Call, type Query } from '@app/shared/client';
import { ApiError, NetworkError } from './errors';
import { queryClient } from './query-client';
import { clearToken, getToken } from './session';

/** A 401 means the operator session is over: forget it and every cached answer, back to login. */
function onUnauthenticated(): void {
  clearToken();
  queryClient.clear();
  if (!window.location.hash.startsWith('#/login')) window.location.hash = '#/login';
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The data of a 200 envelope; anything else throws an ApiError with the server's message. */
async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  // The operator token goes to the back-office API only, never to the player API.
  const token = path.startsWith('/admin/api/') ? getToken() : null;
  const call: Call = { method, url: path, body, token };
  const { response, envelope } = await fetchEnvelope<T>(call);
  if (!envelope) throw new NetworkError('服务器无响应，请稍后再试');
  if (response.status === 401 && path !== '/admin/api/login') {
    onUnauthenticated();
    throw new ApiError(CODE.unauthenticated, envelope.message || '请先登录后台');
  }
  return unwrap(envelope);
}

export const api = {
  // Empty filters are left out of the query string.
  get: <T>(path: string, query?: Query) => request<T>('GET', buildUrl(path, query, true)),
  post: <T>(path: string, body?: object) => request<T>('POST', path, body),
  put: <T>(path: string, body?: object) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
