import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../messages.js';
import { deviceId } from './device-id.js';
import { buildUrl, fetchEnvelope, isOk, unwrap } from './envelope-fetch.js';
import { ApiError, NetworkError } from './errors.js';

function answer(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

function stubFetch(result: (init: RequestInit) => Promise<Response>) {
  const spy = vi.fn((_url: string, init: RequestInit) => result(init));
  vi.stubGlobal('fetch', spy);
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('buildUrl', () => {
  it('adds the defined values as a query string, and nothing when there are none', () => {
    expect(buildUrl('/api/x')).toBe('/api/x');
    expect(buildUrl('/api/x', { a: undefined })).toBe('/api/x');
    expect(buildUrl('/api/x', { page: 2, q: 'a b&c' })).toBe('/api/x?page=2&q=a+b%26c');
  });

  it('keeps empty strings unless asked to drop them (the console drops empty filters)', () => {
    expect(buildUrl('/api/x', { q: '', page: 1 })).toBe('/api/x?q=&page=1');
    expect(buildUrl('/api/x', { q: '', page: 1 }, true)).toBe('/api/x?page=1');
    expect(buildUrl('/api/x', { q: '' }, true)).toBe('/api/x');
  });
});

describe('fetchEnvelope', () => {
  it('sends a GET without a body and the bearer token when there is one', async () => {
    const spy = stubFetch(async () => answer('{"code":200,"message":"","data":1}'));
    const { response, envelope } = await fetchEnvelope<number>({ method: 'GET', url: '/a', token: 't1' });
    expect(response.status).toBe(200);
    expect(envelope).toEqual({ code: 200, message: '', data: 1 });
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe('/a');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({
      Accept: 'application/json',
      'X-Device-Id': deviceId(),
      Authorization: 'Bearer t1',
    });
  });

  it('sends POST and PUT bodies as JSON ({} when absent) and a FormData body as it is', async () => {
    const spy = stubFetch(async () => answer('{"code":200,"message":"","data":null}'));
    await fetchEnvelope({ method: 'POST', url: '/a', token: null });
    await fetchEnvelope({ method: 'PUT', url: '/a', body: { x: 1 }, token: null });
    const form = new FormData();
    await fetchEnvelope({ method: 'POST', url: '/a', body: form, token: null });
    const [post, put, upload] = spy.mock.calls.map(([, init]) => init);
    expect(post!.body).toBe('{}');
    expect(post!.headers).toEqual({
      Accept: 'application/json',
      'X-Device-Id': deviceId(),
      'Content-Type': 'application/json',
    });
    expect(put!.method).toBe('PUT');
    expect(put!.body).toBe('{"x":1}');
    expect(upload!.body).toBe(form);
    expect(upload!.headers).toEqual({ Accept: 'application/json', 'X-Device-Id': deviceId() });
  });

  it('gives the response with a null envelope when the body is not JSON', async () => {
    stubFetch(async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    const { response, envelope } = await fetchEnvelope({ method: 'GET', url: '/a', token: null });
    expect(response.status).toBe(502);
    expect(envelope).toBeNull();
    stubFetch(async () => answer('null', 200));
    expect((await fetchEnvelope({ method: 'GET', url: '/a', token: null })).envelope).toBeNull();
  });

  it('leaves a 401 and its envelope to the app', async () => {
    stubFetch(async () => answer('{"code":401,"message":"请先登录","data":null}', 401));
    const { response, envelope } = await fetchEnvelope({ method: 'GET', url: '/a', token: 'old' });
    expect(response.status).toBe(401);
    expect(envelope?.message).toBe('请先登录');
  });

  it('throws a NetworkError when no answer comes', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchEnvelope({ method: 'GET', url: '/a', token: null })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });

  it('gives up after 30 seconds with a NetworkError', async () => {
    vi.useFakeTimers();
    // Like fetch, the stub rejects when its signal aborts, and never answers otherwise.
    const spy = stubFetch(
      (init) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const call = fetchEnvelope({ method: 'GET', url: '/slow', token: null });
    const settled = expect(call).rejects.toBeInstanceOf(NetworkError);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(spy.mock.calls[0]![1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });
});

describe('unwrap and isOk', () => {
  it('gives the data of a 200 envelope', () => {
    expect(unwrap({ code: 200, message: '', data: { a: 1 } })).toEqual({ a: 1 });
    expect(isOk({ code: 200, message: '', data: null })).toBe(true);
  });

  it("throws the server's refusal as an ApiError, with a general text when it gave none", () => {
    const refusal = { code: 400, message: '金额错误', data: null };
    expect(isOk(refusal)).toBe(false);
    expect(() => unwrap(refusal)).toThrow(new ApiError(400, '金额错误'));
    try {
      unwrap({ code: 503, message: '', data: null });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe(503);
      expect((error as ApiError).message).toBe(MSG.serverError);
    }
  });
});
