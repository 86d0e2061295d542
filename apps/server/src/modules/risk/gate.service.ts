import type { Kysely, Transaction } from 'kysely';
import type { DB, RiskEvent } from '../../db/schema.js';
import type { RiskClient } from './client.js';
import type { RiskDeps } from './risk.service.js';
import { recordSignal } from './signals/signals.repository.js';
import { createScreening } from './blocks/screening.js';

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
  const screening = createScreening(deps);
  return {
    async admit(executor: Kysely<DB> | Transaction<DB>, input: AdmitInput): Promise<void> {
      await screening.refuse(executor, input);
      await recordSignal(executor, input, deps.clock.now().getTime());
    },
    /** Blocklists on the client alone, before a login's password is checked (blocks/screening.ts). */
    screenClient: screening.client,
  };
}
