// What other modules may ask of risk control. Each function takes the caller's handle first.
import type { Kysely, Transaction } from 'kysely';
import { MAX_LISTED } from '../../lib/paging.js';
import type { DB } from '../../db/schema.js';
import { ipPrefix } from './client.js';
import { recordSignal, usersBySignal } from './signals/signals.repository.js';

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
