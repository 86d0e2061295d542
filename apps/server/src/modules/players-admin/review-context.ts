import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PlayerColumns } from '../../lib/money-review.js';
import { ledgerReads } from '../../ledger/ledger.public.js';
import { operators } from '../operators/operators.public.js';
import { turnoverReads } from '../turnover/turnover.public.js';
import { players } from '../user/user.public.js';

/**
 * What a reviewer sees beside each money order: its player (balance null: no wallet yet; required_fen
 * null: no turnover ever set) and its reviewer.
 */
export type ReviewContext = PlayerColumns & { reviewer: string | null };

interface Order {
  user_id: number;
  reviewed_by: number | null;
}

/**
 * A page of deposits or withdrawals under review, each with its player's name, VIP, flags, balance
 * and turnover still required, and its reviewer's name. A username filter is the player's id for
 * `pageOf` (no such player: an empty page).
 */
export async function pageWithReviewContext<R extends Order>(
  db: Kysely<DB>,
  username: string | undefined,
  pageOf: (userId: number | undefined) => Promise<{ rows: R[]; total: number }>,
): Promise<{ rows: Array<R & ReviewContext>; total: number }> {
  const userId = username === undefined ? undefined : await players.idByName(db, username);
  if (username !== undefined && userId === undefined) return { rows: [], total: 0 };
  const { rows, total } = await pageOf(userId);
  const ids = rows.map((r) => Number(r.user_id));
  const reviewerIds = rows.flatMap((r) => (r.reviewed_by === null ? [] : [Number(r.reviewed_by)]));
  const [summaries, balances, required, reviewers] = await Promise.all([
    players.summariesByIds(db, ids),
    ledgerReads.mainBalances(db, ids),
    turnoverReads.remainingByIds(db, ids),
    operators.namesByIds(db, reviewerIds),
  ]);
  // An order is listed with its player: one whose player is unknown is left out.
  const listed = rows.flatMap((r) => {
    const p = summaries.get(Number(r.user_id));
    if (!p) return [];
    const context: ReviewContext = {
      username: p.username,
      realname: p.realname,
      vip: p.vip,
      user_status: p.status,
      isblack: p.isblack,
      birthday: p.birthday,
      balance: balances.get(Number(r.user_id)) ?? null,
      required_fen: required.get(Number(r.user_id)) ?? null,
      reviewer: r.reviewed_by === null ? null : (reviewers.get(Number(r.reviewed_by)) ?? null),
    };
    return [{ ...r, ...context }];
  });
  return { rows: listed, total };
}
