import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Answer<T = any> {
  status: number;
  code: number;
  message: string;
  data: T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Sends one call and returns the envelope with the HTTP status. */
export async function call<T = any>(
  app: FastifyInstance,
  method: Method,
  url: string,
  body?: unknown,
  opts: { token?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<Answer<T>> {
  const request: InjectOptions = {
    method,
    url,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  };
  if (body !== undefined) request.payload = body as InjectOptions['payload'];
  const res = await app.inject(request);
  const json = res.json();
  return { status: res.statusCode, code: json.code, message: json.message, data: json.data };
}

/**
 * Calls on `t.app` as one session: the token `token()` answers at call time (such as the operator a
 * `useTestApp` setup signed in), unless the call names another.
 */
export function callsAs(t: { app: FastifyInstance }, token: () => string) {
  return <T = any>(method: Method, url: string, body?: unknown, as = token()) =>
    call<T>(t.app, method, url, body, { token: as });
}

/** Uploads `content` as the multipart field `file`, as the upload widgets of both sites send it. */
export async function uploadFile<T = any>(
  app: FastifyInstance,
  url: string,
  token: string,
  file: { name: string; type: string; content: Buffer },
): Promise<Answer<T>> {
  const boundary = '----upload7d3';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const res = await app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  const json = res.json();
  return { status: res.statusCode, code: json.code, message: json.message, data: json.data };
}
