import type { Kysely, Transaction } from 'kysely';
import { notePlayerChanged } from '../../db/player-changes.js';
import type { DB } from '../../db/schema.js';
import { hasActiveExclusion } from '../protection/guard.service.js';
import { messagesRepository } from './messages.repository.js';

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
    if (MARKETING_KINDS.has(message.kind) && (await hasActiveExclusion(q, userId, now))) return;
    await messagesRepository.insert(q, { user_id: userId, ...message, created_at: now });
    notePlayerChanged(userId);
  },
};
