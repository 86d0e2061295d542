import type { Kysely, Transaction } from 'kysely';
import {
  beijingDay,
  exclusionBlockedMessage,
  exclusionLoginMessage,
  isUnderAge,
  PROTECTION_MSG,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { players } from '../user/user.public.js';
import { longest } from './exclusion-rules.js';
import { exclusionsRepository, type ExclusionRow } from './exclusions.repository.js';
import { depositWindows, overLimitMessage } from './limit-windows.js';
import { playerSettingsRepository } from './player-settings.repository.js';
import { atOrNull } from './wire-format.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The exclusion in force at `now` that lasts longest, read through the caller's handle. */
export async function currentExclusion(q: Q, userId: number, now: number): Promise<ExclusionRow | null> {
  return longest(await exclusionsRepository.activeExclusions(q, userId, now));
}

/**
 * Whether a time-out or self-exclusion is running, read through the caller's handle: for modules
 * that act inside their own transaction without this service (the inbox holds back promotions).
 */
export async function hasActiveExclusion(q: Q, userId: number, now: number): Promise<boolean> {
  return (await exclusionsRepository.activeExclusions(q, userId, now)).length > 0;
}

/**
 * The checks other modules call before they act for a player: login, deposits, game launches,
 * transfers in, promotions and provider bets. Each one reads the database, so an exclusion or a
 * limit set on another node applies here at once.
 */
export function createProtectionGuard(deps: { db: Kysely<DB>; clock: Clock }) {
  const { db, clock } = deps;
  const now = () => clock.now().getTime();

  function activeExclusion(userId: number, q: Q = db): Promise<ExclusionRow | null> {
    return currentExclusion(q, userId, now());
  }

  /** Exclusions, and an account whose saved birthday says under 18 (until identity is checked). */
  async function refuseIfExcluded(userId: number, q: Q = db): Promise<void> {
    const x = await activeExclusion(userId, q);
    if (x) throw new AppError(exclusionBlockedMessage(x.kind, atOrNull(x.ends_at)));
    const birthday = (await players.flags(q, userId))?.birthday ?? null;
    if (isUnderAge(birthday, beijingDay(clock.now()))) throw new AppError(PROTECTION_MSG.underAge);
  }

  return {
    activeExclusion,

    /** For the seamless wallet: a bet from an excluded player is refused with "user disabled". */
    async isBlocked(userId: number): Promise<boolean> {
      return (await activeExclusion(userId)) !== null;
    },

    /** Login refused during an exclusion, with the date it ends. */
    async assertCanLogin(userId: number): Promise<void> {
      const x = await activeExclusion(userId);
      if (x) throw new AppError(exclusionLoginMessage(x.kind, atOrNull(x.ends_at)));
    },

    /** Game launch, transfer into a game, promotions: refused during an exclusion or under 18. */
    assertPlayable: refuseIfExcluded,

    /**
     * A new deposit order of `fen`: refused during an exclusion, under 18, or when it would pass a limit.
     * `q`: the deposit's own transaction, holding the player's row lock, so two orders sent at
     * once cannot both fit.
     */
    async assertCanDeposit(userId: number, fen: number, q: Q = db): Promise<void> {
      await refuseIfExcluded(userId, q);
      const { windows } = await depositWindows(q, userId, now());
      const refusal = overLimitMessage(windows, fen);
      if (refusal) throw new AppError(refusal);
    },

    /**
     * The register form's optional age confirmation: absent (the original client) is accepted,
     * anything sent other than a yes is refused. Answers whether the player confirmed.
     */
    checkAdult(value: unknown): boolean {
      if (value === undefined) return false;
      if (value === true || value === 1 || value === '1' || value === 'true') return true;
      throw new AppError(PROTECTION_MSG.adultRequired);
    },

    /** Inside the registration's transaction: keeps the age confirmation with its time. */
    async recordRegistration(
      trx: Transaction<DB>,
      userId: number,
      adultConfirmed: boolean,
      t: number,
    ): Promise<void> {
      if (adultConfirmed)
        await playerSettingsRepository.upsertSettings(trx, userId, { adult_confirmed_at: t }, t);
    },
  };
}
