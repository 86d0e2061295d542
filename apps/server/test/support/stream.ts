import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface StreamEvent {
  event: string;
  data: string;
}

/** The address a listening app answers on (listening on port 0 first if it does not yet). */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * A player's GET /api/stream read as a browser would: events parsed as they arrive, with a way to
 * wait for the first one that matches, and whether the server ended the stream.
 */
export async function openStream(base: string, token?: string) {
  const events: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  let ended = false;
  const res = await new Promise<IncomingMessage>((resolve, reject) => {
    const req = httpRequest(`${base}/api/stream`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    req.on('response', resolve).on('error', reject).end();
  });
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const field = (name: string) =>
        block
          .split('\n')
          .find((l) => l.startsWith(`${name}: `))
          ?.slice(name.length + 2);
      if (field('event')) events.push({ event: field('event')!, data: field('data') ?? '' });
    }
    waiters.splice(0).forEach((w) => w());
  });
  res.on('close', () => {
    ended = true;
    waiters.splice(0).forEach((w) => w());
  });
  const changed = () => new Promise<void>((r) => waiters.push(r));
  return {
    status: res.statusCode ?? 0,
    headers: res.headers,
    events,
    get ended() {
      return ended;
    },
    /** The first wallet event (from the start) whose data matches, within `ms`. */
    async wallet(match: (data: Record<string, unknown>) => boolean, ms = 2000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const hit = events
          .filter((e) => e.event === 'wallet')
          .map((e) => JSON.parse(e.data) as Record<string, unknown>)
          .find(match);
        if (hit) return hit;
        if (ended || Date.now() > deadline)
          throw new Error(`no such wallet event: ${JSON.stringify(events)}`);
        await Promise.race([changed(), new Promise((r) => setTimeout(r, deadline - Date.now()))]);
      }
    },
    /** Resolves once the server ends the stream, within `ms`. */
    async end(ms = 2000) {
      const deadline = Date.now() + ms;
      while (!ended && Date.now() < deadline)
        await Promise.race([changed(), new Promise((r) => setTimeout(r, 50))]);
      return ended;
    },
    close: () => res.destroy(),
  };
}

/** The routes that answer with an event stream (they never end, so inject cannot wait for them). */
export const EVENT_STREAM_PATHS = new Set(['/api/stream']);

export interface Answered {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json: () => any;
}

/**
 * app.inject, except on an event-stream route: there a real HTTP request, whose answer is the
 * refusal in full, or an open stream's beginning up to its first event (then it is closed).
 */
export async function injectOrStream(
  app: FastifyInstance,
  request: { method: string; url: string; headers?: Record<string, string>; payload?: unknown },
): Promise<Answered> {
  if (!EVENT_STREAM_PATHS.has(request.url.split('?')[0]!)) {
    const res = await app.inject(request as InjectOptions);
    return { statusCode: res.statusCode, headers: res.headers, body: res.body, json: () => res.json() };
  }
  const base = await listening(app);
  const payload =
    request.payload === undefined
      ? undefined
      : typeof request.payload === 'string' || Buffer.isBuffer(request.payload)
        ? request.payload
        : JSON.stringify(request.payload);
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${request.url}`, { method: request.method, headers: request.headers });
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      const done = () => {
        res.destroy();
        resolve({
          statusCode: res.statusCode ?? 0,
          headers: res.headers,
          body,
          json: () => JSON.parse(body),
        });
      };
      const streaming = String(res.headers['content-type'] ?? '').includes('text/event-stream');
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        if (streaming && body.includes('event: ')) done();
      });
      res.on('end', done);
      if (streaming) setTimeout(done, 2000).unref();
    });
    req.end(payload);
  });
}
