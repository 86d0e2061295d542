import { call, depositReadyPlayer, GOOD_PASSWORD, recharge, useTestApp } from '../../../test/helpers.js';
import { seedActivities } from '../../seeds/seed-activities.js';
import { seedGames } from '../../seeds/seed-games.js';

// Shared by the protection test files (limits, exclusions, guard, reality check, back office).

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Beijing wall time of `ms` as the API writes it, worked out here independently of the server. */
export const at = (ms: number) => {
  const d = new Date(ms + 8 * HOUR);
  return d.toISOString().slice(0, 19).replace('T', ' ');
};
export const beijing = (local: string) => new Date(`${local}+08:00`);

/**
 * A test file's app (with games and promotions, and no turnover requirement in the way of
 * deposits; built before its tests, closed after them) and the player's calls on it.
 */
export function protectionTests() {
  const t = useTestApp(
    async (t) => {
      await seedGames(t.database.db);
      await seedActivities(t.database.db, t.clock.now().getTime());
      await t.services.settings.set({ turnover_multiple: '0' });
    },
    { RATE_REGISTER_PER_10MIN: '1000', RATE_LOGIN_PER_10MIN: '1000' },
  );
  const post = (token: string, url: string, body: unknown = {}) => call(t.app, 'POST', url, body, { token });
  const get = (token: string, url: string) => call(t.app, 'GET', url, undefined, { token });
  return {
    t,
    post,
    get,
    recharge: (token: string, amount: number | string) => recharge(t.app, token, { amount }),
    login: (name: string, password = GOOD_PASSWORD) =>
      call(t.app, 'POST', '/api/login_pc', { name, password }),
    setLimit: (token: string, period: string, amount: unknown) =>
      post(token, '/api/protection/limits', { period, amount }),
    overview: async (token: string) => (await get(token, '/api/protection')).data,
    /** A player who may deposit, registered at Beijing wall time `local` (the clock is set there). */
    async playerAt(local: string) {
      t.clock.set(beijing(local));
      return depositReadyPlayer(t.app);
    },
    /** Settles a deposit order at the sandbox gateway, which calls the site back. */
    async pay(token: string, depositNo: string, status: 'paid' | 'failed' = 'paid') {
      const info = await post(token, '/api/payinfo', { deposit_no: depositNo });
      await t.sandbox.settle(info.data.pay_url.split('/').pop(), status);
    },
  };
}
