import { DEV_SECRETS, sign } from '@app/shared/node';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './app.js';

/** One round on the demo provider's game page at `url`, as its play page posts it: the JSON answer. */
export async function playRound(app: FastifyInstance, url: string, bet: number, choice: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${url}/round`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ bet, choice }),
  });
  return res.json();
}

/**
 * A call of the demo provider to our seamless wallet (`bet`, `win`, `rollback`), signed as it
 * signs (timestamp in seconds; another secret or time if given): the answer, `http` its status.
 */
export async function walletCallback(
  t: Pick<TestApp, 'app' | 'clock'>,
  action: string,
  body: Record<string, unknown>,
  opts: { secret?: string; at?: number } = {},
) {
  const raw = JSON.stringify(body);
  const ts = String(Math.floor((opts.at ?? t.clock.now().getTime()) / 1000));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/provider/demo/wallet/${action}`,
    headers: {
      'content-type': 'application/json',
      'x-provider-timestamp': ts,
      'x-provider-signature': sign(opts.secret ?? DEV_SECRETS.DEMO_PROVIDER_SECRET, ts, raw),
    },
    payload: raw,
  });
  return { http: res.statusCode, ...res.json() };
}
