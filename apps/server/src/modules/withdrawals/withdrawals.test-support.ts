import { call, latestWithdrawal, riskCleared, walletBalance, type TestApp } from '../../../test/helpers.js';

// Shared by the withdrawals test files (the player's side; review in the back office).

/**
 * The player's withdrawal calls on `t`, and the newest withdrawal row of a player. A request made
 * here has its risk check passed at once: these files test finance's review, not risk control's
 * (modules/risk/review).
 */
export function withdrawalCalls(t: TestApp) {
  return {
    withdraw: async (token: string, body: Record<string, unknown>) => {
      const res = await call(t.app, 'POST', '/api/withdraw', body, { token });
      await riskCleared(t);
      return res;
    },
    balance: (token: string) => walletBalance(t.app, token),
    latest: (userId: number) => latestWithdrawal(t, userId),
  };
}
