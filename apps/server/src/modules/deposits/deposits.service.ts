import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentGateway } from '../../providers/payment/gateway.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ProtectionGuard } from '../protection/protection.service.js';
import type { SettingsService } from '../site/settings.service.js';
import { createDepositCallbacks } from './deposit-callbacks.service.js';
import { createDepositCredit } from './deposit-credit.js';
import { createDepositOrders } from './deposit-orders.service.js';
import { createDepositReview } from './deposit-review.service.js';
import { createDepositViews } from './deposit-views.service.js';
import type { PayChannelsService } from './pay-channels.service.js';

// Other modules' comments name the states here; they live with the order's life in deposit-state.
export { DEPOSIT_STATE } from './deposit-state.js';

export interface DepositsDeps {
  db: Kysely<DB>;
  clock: Clock;
  channels: PayChannelsService;
  settings: SettingsService;
  /** The online channels' gateway; none configured means only bank transfers are taken. */
  gateway?: PaymentGateway;
  publicUrl: string;
  log: (obj: Record<string, unknown>, msg: string) => void;
  /** Operators' reviews are recorded in the transaction that applies them. */
  audit: AuditService;
  /** Exclusions and the player's deposit limits, checked before an order is created. */
  protection?: Pick<ProtectionGuard, 'assertCanDeposit'>;
  /** Runs in the transaction that credits a deposit (VIP totals). */
  onCredited?: (trx: Transaction<DB>, userId: number, fen: number, now: number) => Promise<void>;
}

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
