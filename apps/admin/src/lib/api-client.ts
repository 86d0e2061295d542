import { CODE, type Envelope } from '@app/shared';
import { ApiError, NetworkError } from './errors';
import { queryClient } from './query-client';
import { clearToken, getToken } from './session';

const TIMEOUT_MS = 30_000;

type Query = Record<string, string | number | undefined>;

/** A 401 means the operator session is over: forget it and every cached answer, back to login. */
function onUnauthenticated(): void {
  clearToken();
  queryClient.clear();
  if (!window.location.hash.startsWith('#/login')) window.location.hash = '#/login';
}

function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The data of a 200 envelope; anything else throws an ApiError with the server's message. */
async function request<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  // The operator token goes to the back-office API only, never to the player API.
  if (token && path.startsWith('/admin/api/')) headers.Authorization = `Bearer ${token}`;
  if (method !== 'GET') headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal: controller.signal,
    });
  } catch {
    throw new NetworkError();
  } finally {
    window.clearTimeout(timer);
  }

  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new NetworkError('服务器无响应，请稍后再试');
  }
  if (response.status === 401 && path !== '/admin/api/login') {
    onUnauthenticated();
    throw new ApiError(CODE.unauthenticated, envelope.message || '请先登录后台');
  }
  if (envelope.code !== CODE.ok)
    throw new ApiError(envelope.code, envelope.message || '服务器异常，请稍后再试');
  return envelope.data;
}

export const api = {
  get: <T>(path: string, query?: Query) => request<T>('GET', buildUrl(path, query)),
  post: <T>(path: string, body?: object) => request<T>('POST', path, body),
  put: <T>(path: string, body?: object) => request<T>('PUT', path, body),
};
