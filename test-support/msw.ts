/**
 * The mock API of the component tests: one MSW server for the process, answering with the
 * server's envelope `{ code, message, data }` (HTTP 200 for refusals too, as the real server does).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const server = setupServer();

/** A success answer, as `ok()` in apps/server/src/lib/app-error.ts. */
export function ok<T>(data: T, message = '成功') {
  return HttpResponse.json({ code: 200, message, data });
}

/** A refusal: the server's Chinese message with a code other than 200. */
export function refuse(message: string, code = 400, status = 200) {
  return HttpResponse.json({ code, message, data: null }, { status });
}

export interface Call {
  url: URL;
  headers: Headers;
  /** The parsed JSON body; undefined for a GET. */
  body: unknown;
}

type Reply = (call: Call) => Response | Promise<Response>;

/**
 * Answers `method path` with `reply` (a fixed response, or one made from the call) and records
 * every call, so a test can assert what was sent. Later calls for the same route take precedence.
 */
export function answer(method: 'get' | 'post' | 'put', path: string, reply: Reply | Response): Call[] {
  const calls: Call[] = [];
  server.use(
    http[method](path, async ({ request }) => {
      const text = method === 'get' ? '' : await request.text();
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      const call = { url: new URL(request.url), headers: request.headers, body };
      calls.push(call);
      return typeof reply === 'function' ? reply(call) : reply.clone();
    }),
  );
  return calls;
}
