import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { linksRepository } from './links.repository.js';

/** At most this many accounts are taken as one person's (a shared address can be a whole office). */
const MAX_LINKED = 200;

/**
 * The other accounts taken to be the same person: a shared device id or address in the recorded
 * signals. A minimal version for the withdrawal check; the linked-accounts work (cards, addresses,
 * name with phone, e-mail, the IP window) replaces its body, keeping the signature.
 */
export function samePerson(executor: Kysely<DB> | Transaction<DB>, userId: number): Promise<number[]> {
  return linksRepository.sharingDeviceOrIp(executor, userId, MAX_LINKED);
}
