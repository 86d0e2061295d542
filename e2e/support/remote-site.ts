import { PAY_PASSWORD, REALNAME } from './players.js';

export interface Answer {
  code: number;
  message: string;
  data: any;
}

/**
 * API calls on a site these tests start themselves (staging, the cluster), not the shared e2e
 * server: a GET without a body, a JSON POST with one, signed in with `token` when given.
 */
export function remoteApi(base: () => string) {
  return async (path: string, body?: unknown, token?: string): Promise<Answer> => {
    const res = await fetch(`${base()}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Answer;
  };
}

/** Registers `name` (with `extra`, e.g. a captcha) and binds a bank card; returns the session token. */
export async function playerWithCard(
  api: ReturnType<typeof remoteApi>,
  name: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const password = 'abc12345z';
  const registered = await api('/api/register', {
    name,
    password,
    confirmPass: password,
    realname: REALNAME,
    paypassword: PAY_PASSWORD,
    ...extra,
  });
  if (registered.code !== 200) throw new Error(`register: ${registered.message}`);
  const token = registered.data.api_token as string;
  const card = {
    bank: '中国银行',
    bank_no: '6222020200112233445',
    bank_owner: REALNAME,
    bank_address: '北京分行',
  };
  const bound = await api('/api/bindcard', { ...card, pay_pass: PAY_PASSWORD }, token);
  if (bound.code !== 200) throw new Error(`bind: ${bound.message}`);
  return token;
}
