import {
  call,
  callsAs,
  fundedPlayer,
  GOOD_PASSWORD,
  registerPlayer,
  signInOperator,
  useTestApp,
} from '../../../test/helpers.js';

/**
 * Shared by the players-admin test files (search and detail; account actions): a test file's app,
 * built before its tests and closed after them, and the calls on it.
 */
export function playersAdminTests() {
  const t = useTestApp(async (t) => {
    await t.services.settings.set({ turnover_multiple: '1', withdraw_daily_count: '0' });
    return signInOperator(t);
  });

  return {
    t,
    /** A back office call, as the first operator unless a token is given. */
    admin: callsAs(t, () => t.op),
    login: (name: string) => call(t.app, 'POST', '/api/login_pc', { name, password: GOOD_PASSWORD }),
    balanceStatus: async (token: string) => (await call(t.app, 'POST', '/api/balance', {}, { token })).status,
    /** A withdrawal of 100 to the player's card with this payment password, on this session. */
    withdraw: (p: { cardId: number; token: string }, password = '123456', token = p.token) =>
      call(t.app, 'POST', '/api/withdraw', { amount: 100, bank: p.cardId, password }, { token }),
    /** A new player, with `funded` yuan deposited (and a bound card) when above 0. */
    async player(funded = 0) {
      const p =
        funded > 0
          ? await fundedPlayer(t, funded)
          : { ...(await registerPlayer(t.app)), cardId: 0, userId: 0 };
      const userId = p.userId || (await t.services.sessions.resolve(p.token))!;
      const username = (await call(t.app, 'POST', '/api/user', {}, { token: p.token })).data
        .username as string;
      return { ...p, userId, username };
    },
  };
}
