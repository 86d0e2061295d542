import type { Kysely, Transaction } from 'kysely';
import { DAY_MS } from '@app/shared';
import type { DB } from '../../../db/schema.js';
import { linksRepository } from './links.repository.js';

/** An address links two players only when both used it within this window. */
const IP_WINDOW_MS = 30 * DAY_MS;

/**
 * Linked accounts, the minimal form the alerts and the score need: players who share a device id,
 * or an exact address (not loopback) within 30 days, in risk_signals. The full links (the /24,
 * cards, addresses, name and phone, e-mail) are built beside this (issue 29, part H3) with the same
 * `samePerson` signature.
 */
export async function samePerson(
  executor: Kysely<DB> | Transaction<DB>,
  userId: number,
  now = Date.now(),
): Promise<number[]> {
  return linksRepository.sharingClient(executor, userId, now - IP_WINDOW_MS);
}
