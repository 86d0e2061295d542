import type { Kysely, Transaction } from 'kysely';
import type { TagEffect } from '@app/shared/admin-contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { samePerson } from './links/links.service.js';
import { effectsOf } from './tags/tag-effects.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The offers risk control decides eligibility for, and the tag effect that excludes a player. */
export const OFFER_EXCLUSION = {
  activities: 'no_activities',
  bonus: 'no_bonus',
  redpacket: 'no_redpacket',
  rebate: 'no_rebate',
} as const satisfies Record<string, TagEffect>;
export type Offer = keyof typeof OFFER_EXCLUSION;

/**
 * "One per person" and tag exclusions, decided here once: activities, red packets, rebates (and
 * the bonus engine) ask and refuse with their own messages, so a player never learns of a link or
 * a tag. `person` is the player with every account linked to them by a strong link.
 */
export function createOfferRules(deps: { db: Kysely<DB>; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /** Whether the player's tags exclude them from this offer. */
    async excluded(userId: number, offer: Offer, q: Q = db): Promise<boolean> {
      return (await effectsOf(q, userId)).has(OFFER_EXCLUSION[offer]);
    },
    /** The player's id first, then every account that counts as the same person. */
    async person(userId: number, q: Q = db): Promise<number[]> {
      return [userId, ...(await samePerson(q, userId, clock.now().getTime()))];
    },
  };
}

export type OfferRules = ReturnType<typeof createOfferRules>;
