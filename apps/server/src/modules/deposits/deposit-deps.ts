import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentGateway } from '../../providers/payment/gateway.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ProtectionGuard } from '../protection/protection.service.js';
import type { RiskGate } from '../risk/risk.service.js';
import type { SettingsService } from '../site/settings.service.js';
import type { PayChannelsService } from './pay-channels.service.js';

/** What the deposits module's services are built from (each takes the part it uses). */
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
  /** Risk control records (and may refuse) each new order, in the order's transaction. */
  gate: RiskGate;
  /** Exclusions and the player's deposit limits, checked before an order is created. */
  protection?: Pick<ProtectionGuard, 'assertCanDeposit'>;
  /** Runs in the transaction that credits a deposit (VIP totals). */
  onCredited?: (trx: Transaction<DB>, userId: number, fen: number, now: number) => Promise<void>;
}
