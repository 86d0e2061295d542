import { call, latestWithdrawal, walletBalance, type TestApp } from '../../../test/helpers.js';

// Shared by the withdrawals test files (the player's side; review in the back office).

/** The player's withdrawal calls on `t`, and the newest withdrawal row of a player. */
export function withdrawalCalls(t: TestApp) {
  return {
    withdraw: (token: string, body: Record<string, unknown>) =>
      call(t.app, 'POST', '/api/withdraw', body, { token }),
    balance: (token: string) => walletBalance(t.app, token),
    latest: (userId: number) => latestWithdrawal(t, userId),
  };
}
