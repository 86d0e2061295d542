import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { protectionRepository } from '../protection/protection.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Promotional kinds: a player in a time-out or self-exclusion is sent none of them. */
export const MARKETING_KINDS: ReadonlySet<string> = new Set(['promo']);

/** System messages to one player's inbox (deposit credited, withdrawal reviewed, level up, replies). */
export const inbox = {
  async send(
    q: Q,
    userId: number,
    message: { kind: string; title: string; content: string },
    now: number,
  ): Promise<void> {
    if (
      MARKETING_KINDS.has(message.kind) &&
      (await protectionRepository.activeExclusions(q, userId, now)).length > 0
    )
      return;
    await q
      .insertInto('messages')
      .values({ user_id: userId, ...message, created_at: now })
      .execute();
  },
};
