// What other modules may ask of risk control (its tables are risk_*). Each function takes the
// caller's handle first, so a read inside the caller's transaction sees what it wrote.
import type { Kysely, Transaction } from 'kysely';
import { MAX_LISTED } from '../../lib/paging.js';
import type { DB } from '../../db/schema.js';
import { alertsRepository } from './alerts/alerts.repository.js';
import { ipPrefix } from './client.js';
import { recordSignal, usersBySignal } from './signals/signals.repository.js';

export type { NewAlert } from './alerts/alerts.repository.js';
/** One person's accounts (strong links), and every link with what matched. */
export { linkedAccounts, samePerson } from './links/links.service.js';
/** A player's tags, and what they forbid. */
export { effectsOf, tagsOf } from './tags/tag-effects.js';
/** Each player's risk score (0–100) and its reasons, as the score job last computed them. */
export { scoresOf } from './scores/scores.service.js';

/** The console's player search by a risk key; `ip` may be a /24 written `203.0.113.*`. */
export interface SignalSearch {
  ip?: string;
  deviceId?: string;
}

/**
 * The players (newest id first, at most MAX_LISTED) any of whose recorded events came from this
 * address or /24 and this device; both keys must match when both are given.
 */
export function playersBySignal(db: Kysely<DB> | Transaction<DB>, search: SignalSearch) {
  const ip = search.ip?.trim();
  const wildcard = ip?.endsWith('.*') ? ipPrefix(`${ip.slice(0, -2)}.0`) : undefined;
  return usersBySignal(
    db,
    {
      ip: ip && !wildcard ? ip : undefined,
      ipPrefix: wildcard,
      deviceId: search.deviceId?.trim() || undefined,
    },
    MAX_LISTED,
  );
}

/** For the demo seed: a player's past event as the gate would have recorded it. */
export const seedSignal = recordSignal;

/** Betting-pattern and wallet alerts for the 风险预警 queue. */
export const riskAlerts = {
  /** Raises a finding once by its fingerprint (a repeat only refreshes the evidence). */
  raise: alertsRepository.raise,
};
