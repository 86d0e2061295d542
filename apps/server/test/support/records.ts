import type { TestApp } from './app.js';

// What the database holds for a player, read straight from it.

/** A player's inbox, oldest first: only the messages of `kind` or with `title`, if given. */
export function inboxOf(t: TestApp, userId: number, only: { kind?: string; title?: string } = {}) {
  let q = t.database.db.selectFrom('messages').selectAll().where('user_id', '=', userId);
  if (only.kind) q = q.where('kind', '=', only.kind);
  if (only.title) q = q.where('title', '=', only.title);
  return q.orderBy('id').execute();
}

/** The player's newest withdrawal row. */
export function latestWithdrawal(t: TestApp, userId: number) {
  return t.database.db
    .selectFrom('withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/**
 * The player's game-wallet transfers, oldest first: only those in `state` (0 open, 2 pending with the
 * provider), if given.
 */
export function gameTransfers(t: Pick<TestApp, 'database'>, userId: number, state?: number) {
  let q = t.database.db.selectFrom('game_transfers').select('transfer_no').where('user_id', '=', userId);
  if (state !== undefined) q = q.where('state', '=', state);
  return q.orderBy('id').execute();
}
