import type { Kysely } from 'kysely';
import {
  LIMIT_COOLING_OFF_MS,
  LIMIT_MAX_FEN,
  LIMIT_PERIODS,
  parseYuanToFen,
  PROTECTION_MSG,
  type LimitPeriod,
  type SetLimitResult,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { players } from '../user/user.public.js';
import { limitsAt } from './limit-windows.js';
import { limitsRepository as repo } from './limits.repository.js';
import { at } from './wire-format.js';

function periodOf(period: string): LimitPeriod {
  if (!(LIMIT_PERIODS as readonly string[]).includes(period))
    throw new AppError(PROTECTION_MSG.periodInvalid);
  return period as LimitPeriod;
}

/** The amount asked for in fen, or null for "no limit" (empty or absent). */
function limitFen(amount: unknown): number | null {
  if (amount === null || amount === undefined || String(amount).trim() === '') return null;
  const fen = parseYuanToFen(amount);
  if (fen === null || fen <= 0) throw new AppError(PROTECTION_MSG.amountInvalid);
  if (fen > LIMIT_MAX_FEN) throw new AppError(PROTECTION_MSG.amountTooLarge);
  return fen;
}

/**
 * The player's own deposit limits. Lowering a limit applies at once; raising or removing it waits
 * for a 24-hour cooling-off, so a limit set in a calm moment holds through a heated one.
 */
export function createLimitsService(deps: { db: Kysely<DB>; clock: Clock }) {
  const { db, clock } = deps;
  const now = () => clock.now().getTime();

  return {
    /**
     * Sets, lowers, raises or removes (`amount` empty or null) one period's limit. A lower limit
     * (or a first one) applies now; a higher one or a removal waits 24 hours. Any newer request
     * replaces a change still waiting, so asking again for the current limit cancels it.
     */
    async setLimit(
      userId: number,
      period: string,
      amount: unknown,
    ): Promise<SetLimitResult & { message: string }> {
      const p = periodOf(period);
      const fen = limitFen(amount);
      // Read and written under the player's row lock: parallel requests on any node queue here.
      return inTransaction(db, async (trx) => {
        await players.lockRow(trx, userId);
        const t = now();
        const { current, pending } = limitsAt(await repo.limitRows(trx, userId), t)[p];
        const currentFen = current?.amount_fen ?? null;
        if (fen === currentFen) {
          if (pending) await repo.cancelPending(trx, userId, p, t);
          return {
            state: 'unchanged',
            effective_at: at(t),
            message: pending ? PROTECTION_MSG.pendingCancelled : PROTECTION_MSG.limitUnchanged,
          };
        }
        // The same raise asked for again keeps its place in the cooling-off rather than restarting it.
        if (pending && pending.amount_fen === fen)
          return {
            state: 'pending',
            effective_at: at(pending.effective_at),
            message: PROTECTION_MSG.limitPending(at(pending.effective_at)),
          };
        const tighter = fen !== null && (currentFen === null || fen < currentFen);
        const effective = tighter ? t : t + LIMIT_COOLING_OFF_MS;
        await repo.cancelPending(trx, userId, p, t);
        await repo.insertLimit(trx, {
          user_id: userId,
          period: p,
          amount_fen: fen,
          previous_fen: currentFen,
          requested_at: t,
          effective_at: effective,
        });
        return tighter
          ? { state: 'active', effective_at: at(effective), message: PROTECTION_MSG.limitLowered }
          : {
              state: 'pending',
              effective_at: at(effective),
              message: PROTECTION_MSG.limitPending(at(effective)),
            };
      });
    },

    /** Withdraws a raise or removal still in its cooling-off: the limit in force stays. */
    async cancelPending(userId: number, period: string): Promise<string> {
      const res = await repo.cancelPending(db, userId, periodOf(period), now());
      if (Number(res.numUpdatedRows) === 0) throw new AppError(PROTECTION_MSG.nothingPending);
      return PROTECTION_MSG.pendingCancelled;
    },
  };
}
