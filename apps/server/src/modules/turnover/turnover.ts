import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { turnoverRepository as repo } from './turnover.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

/**
 * The turnover requirement (打码量): what a player must still bet before withdrawing. Credited
 * deposits and bonuses add their amount times the configured multiple; valid bets take it down,
 * never below zero. Called inside the transaction that moves the money, so the two agree.
 */
export const turnover = {
  async add(trx: Q, userId: number, fen: number, now: number): Promise<void> {
    if (fen <= 0) return;
    await repo.add(trx, userId, fen, now);
  },

  async reduce(trx: Q, userId: number, fen: number, now: number): Promise<void> {
    if (fen <= 0) return;
    await repo.reduce(trx, userId, fen, now);
  },

  async remaining(q: Q, userId: number): Promise<number> {
    const row = await repo.remaining(q, userId);
    return row ? Number(row.required_fen) : 0;
  },
};

/** `multiple` is a decimal string such as "1" or "1.5"; the result is floored to the fen. */
export function requirementFor(fen: number, multiple: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(multiple.trim());
  if (!m) return fen;
  const hundredths = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Math.floor((fen * hundredths) / 100);
}
