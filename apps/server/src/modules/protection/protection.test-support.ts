import { DEV_SECRETS, sign } from '@app/shared/node';
import { buildTestApp, call, GOOD_PASSWORD, type TestApp } from '../../../test/helpers.js';
import { seedActivities } from '../../db/seed-activities.js';
import { seedGames } from '../../db/seed-games.js';

// Shared by the protection test files (limits, exclusions, guard, reality check, back office).

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Beijing wall time of `ms` as the API writes it, worked out here independently of the server. */
export const at = (ms: number) => {
  const d = new Date(ms + 8 * HOUR);
  return d.toISOString().slice(0, 19).replace('T', ' ');
};
export const beijing = (local: string) => new Date(`${local}+08:00`);

/** A test app with games and promotions, and no turnover requirement in the way of deposits. */
export async function protectionTestApp(): Promise<TestApp> {
  const t = await buildTestApp({ RATE_REGISTER_PER_10MIN: '1000', RATE_LOGIN_PER_10MIN: '1000' });
  await seedGames(t.database.db);
  await seedActivities(t.database.db, t.clock.now().getTime());
  await t.services.settings.set({ turnover_multiple: '0' });
  return t;
}

/** The player's calls, on the app `app()` answers (built in the test file's beforeAll). */
export function playerCalls(app: () => TestApp) {
  const post = (token: string, url: string, body: unknown = {}) =>
    call(app().app, 'POST', url, body, { token });
  const get = (token: string, url: string) => call(app().app, 'GET', url, undefined, { token });
  const recharge = (token: string, amount: number | string) =>
    post(token, '/api/recharge', { paytype: 'alipay', amount });
  return {
    post,
    get,
    recharge,
    login: (name: string, password = GOOD_PASSWORD) =>
      call(app().app, 'POST', '/api/login_pc', { name, password }),
    setLimit: (token: string, period: string, amount: unknown) =>
      post(token, '/api/protection/limits', { period, amount }),
    overview: async (token: string) => (await get(token, '/api/protection')).data,
    /** Settles a deposit order at the sandbox gateway, which calls the site back. */
    async pay(token: string, depositNo: string, status: 'paid' | 'failed' = 'paid') {
      const info = await post(token, '/api/payinfo', { deposit_no: depositNo });
      await app().sandbox.settle(info.data.pay_url.split('/').pop(), status);
    },
  };
}

/** A call of the demo provider to the seamless wallet (`bet`, `win`, `rollback`), signed as it signs. */
export async function providerCall(t: TestApp, action: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const ts = String(Math.floor(t.clock.now().getTime() / 1000));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/provider/demo/wallet/${action}`,
    headers: {
      'content-type': 'application/json',
      'x-provider-timestamp': ts,
      'x-provider-signature': sign(DEV_SECRETS.DEMO_PROVIDER_SECRET, ts, raw),
    },
    payload: raw,
  });
  return res.json();
}
