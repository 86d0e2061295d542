import type { FastifyInstance, InjectOptions } from 'fastify';

export interface Answer<T = any> {
  status: number;
  code: number;
  message: string;
  data: T;
}

/** Sends one call and returns the envelope with the HTTP status. */
export async function call<T = any>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
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
