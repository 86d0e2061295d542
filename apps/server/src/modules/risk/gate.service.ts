import type { Kysely, Transaction } from 'kysely';
import type { DB, RiskEvent } from '../../db/schema.js';
import type { RiskClient } from './client.js';
import type { RiskDeps } from './risk.service.js';
import { recordSignal } from './signals/signals.repository.js';
import { refuseTaggedLogin } from './tags/tag-effects.js';

export interface AdmitInput {
  event: RiskEvent;
  userId: number;
  client: RiskClient;
  /** bind and withdraw: the card number (digits) or the wallet address the event involves. */
  card?: string;
  address?: string;
}

/**
 * The one call each recorded event makes, inside the event's own transaction (so a refusal writes
 * nothing and a recorded signal never outlives a rolled-back event). Refusals throw an AppError with
 * the message the player sees; a player is never told why beyond it.
 */
export function createRiskGate(deps: RiskDeps) {
  return {
    async admit(executor: Kysely<DB> | Transaction<DB>, input: AdmitInput): Promise<void> {
      await refuseTaggedLogin(executor, input);
      await recordSignal(executor, input, deps.clock.now().getTime());
    },
  };
}
