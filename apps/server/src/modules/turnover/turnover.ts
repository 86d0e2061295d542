import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { TurnoverKind } from '@app/shared';
import { turnoverRepository as repo } from './turnover.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

/**
 * The turnover requirement (打码量): what a player must still bet before withdrawing. Credited
 * deposits and bonuses add their amount times the configured multiple; valid bets take it down,
 * never below zero. Called inside the transaction that moves the money, so the two agree.
 */
export const turnover = {
  /** Adds `fen` created by `source` (its kind, and what it was: an order number, a title). */
  async add(
    trx: Q,
    userId: number,
    fen: number,
    now: number,
    source: { kind: TurnoverKind; label: string },
  ): Promise<void> {
    if (fen <= 0) return;
    await repo.add(trx, userId, fen, now);
    await repo.addItem(trx, { user_id: userId, kind: source.kind, label: source.label, fen, now });
  },

  /**
   * Takes a valid bet off the requirement and off its sources, oldest first. The total's update
   * comes first: it locks the player's row, so two settlements for one player take turns here.
   * A requirement set before its sources were kept (or by hand) may have fewer items than it says.
   */
  async reduce(trx: Q, userId: number, fen: number, now: number): Promise<void> {
    if (fen <= 0) return;
    // Nothing required, nothing to take from its sources: one statement for most bets.
    if (!(await repo.reduce(trx, userId, fen, now))) return;
    let left = fen;
    for (const item of await repo.openItems(trx, userId)) {
      if (left === 0) break;
      const before = Number(item.remaining_fen);
      const taken = Math.min(before, left);
      left -= taken;
      await repo.setItemRemaining(trx, item.id, before - taken, now);
    }
  },

  /** The sources with something left, oldest first (the withdraw page's breakdown). */
  openItems(q: Q, userId: number) {
    return repo.openItems(q, userId);
  },

  async remaining(q: Q, userId: number): Promise<number> {
    const row = await repo.remaining(q, userId);
    return row ? Number(row.required_fen) : 0;
  },
};

/**
 * `multiple` is a number with at most two decimals (a setting, read by the settings schema) or a
 * decimal string such as "1" or "1.5" (a row's own multiple); the result is floored to the fen.
 */
export function requirementFor(fen: number, multiple: string | number): number {
  let hundredths: number;
  if (typeof multiple === 'number') hundredths = Math.round(multiple * 100);
  else {
    const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(multiple.trim());
    if (!m) return fen;
    hundredths = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  }
  return Math.floor((fen * hundredths) / 100);
}
