import { createDepositCallbacks } from './deposit-callbacks.service.js';
import { createDepositCredit } from './deposit-credit.js';
import type { DepositsDeps } from './deposit-deps.js';
import { createDepositOrders } from './deposit-orders.service.js';
import { createDepositReview } from './deposit-review.service.js';
import { createDepositViews } from './deposit-views.service.js';

// Other modules' comments name the states here; they live with the order's life in deposit-state.
export { DEPOSIT_STATE } from './deposit-state.js';

/**
 * Deposits, by job: the player's orders (deposit-orders) and what they read of them
 * (deposit-views), the gateway's signed callbacks (deposit-callbacks) and the operators' review of
 * bank transfers (deposit-review). The last two credit through the one `credit` (deposit-credit).
 */
export function createDepositsService(deps: DepositsDeps) {
  const credit = createDepositCredit(deps);
  return {
    orders: createDepositOrders(deps),
    views: createDepositViews(deps),
    callbacks: createDepositCallbacks(deps, credit),
    review: createDepositReview(deps, credit),
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
