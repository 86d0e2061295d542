import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export interface NewOperator {
  username: string;
  password_hash: string;
  role: string;
  must_change_password: number;
  created_at: number;
}

export const operatorsRepository = {
  async anyOperator(q: Q): Promise<boolean> {
    return Boolean(await q.selectFrom('operators').select('id').limit(1).executeTakeFirst());
  },

  async insert(q: Q, row: NewOperator): Promise<number> {
    const inserted = await q.insertInto('operators').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  },

  /** Inserts unless the username is taken (nodes starting together); true when this call inserted. */
  async insertUnlessTaken(q: Q, row: NewOperator): Promise<boolean> {
    const res = await q
      .insertInto('operators')
      .values(row)
      .onConflict((oc) => oc.column('username').doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  },

  byUsername(q: Q, username: string) {
    return q.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
  },

  async usernameTaken(q: Q, username: string): Promise<boolean> {
    const row = await q
      .selectFrom('operators')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    return Boolean(row);
  },

  credentials(q: Q, id: number) {
    return q
      .selectFrom('operators')
      .select(['username', 'password_hash', 'totp_pending'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  },

  list(q: Q) {
    return q
      .selectFrom('operators')
      .select(['id', 'username', 'role', 'status', 'totp_secret', 'created_at', 'last_login_at'])
      .orderBy('id')
      .execute();
  },

  statusAndRole(q: Q, id: number) {
    return q.selectFrom('operators').select(['status', 'role']).where('id', '=', id).executeTakeFirst();
  },

  async countActiveSupers(q: Q): Promise<number> {
    const row = await q
      .selectFrom('operators')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'super')
      .where('status', '=', 1)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  setStatus(q: Q, id: number, status: 0 | 1) {
    return q.updateTable('operators').set({ status }).where('id', '=', id).execute();
  },

  setPassword(q: Q, id: number, passwordHash: string) {
    return q
      .updateTable('operators')
      .set({ password_hash: passwordHash, must_change_password: 0 })
      .where('id', '=', id)
      .execute();
  },

  // sign-in attempts

  /**
   * Counts one attempt unless the operator is locked (an expired lock starts a fresh count); the
   * attempt that reaches `maxFailures` also sets the lock. Undefined when locked (or no such row).
   */
  claimAttempt(q: Q, id: number, now: number, maxFailures: number, lockMs: number) {
    const count = sql<number>`case when locked_until is null then failed_count + 1 else 1 end`;
    const lockUntil = sql<number | null>`case when ${count} >= ${maxFailures}
      then cast(${now + lockMs} as bigint) else null end`;
    return q
      .updateTable('operators')
      .set({ failed_count: count, locked_until: lockUntil })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .returning('locked_until')
      .executeTakeFirst();
  },

  lockedUntil(q: Q, id: number) {
    return q.selectFrom('operators').select('locked_until').where('id', '=', id).executeTakeFirst();
  },

  /** A checked password lifts the count and any lock; `lastLoginAt` when it was a sign-in. */
  clearFailures(q: Q, id: number, lastLoginAt?: number) {
    return q
      .updateTable('operators')
      .set({
        failed_count: 0,
        locked_until: null,
        ...(lastLoginAt === undefined ? {} : { last_login_at: lastLoginAt }),
      })
      .where('id', '=', id)
      .execute();
  },

  // TOTP

  /** Takes a code's time step if no later one was used; true when this call took it. */
  async claimTotpStep(q: Q, id: number, step: number): Promise<boolean> {
    const res = await q
      .updateTable('operators')
      .set({ totp_last_step: step })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  setTotpPending(q: Q, id: number, secret: string) {
    return q.updateTable('operators').set({ totp_pending: secret }).where('id', '=', id).execute();
  },

  enableTotp(q: Q, id: number, secret: string, step: number) {
    return q
      .updateTable('operators')
      .set({ totp_secret: secret, totp_pending: null, totp_last_step: step })
      .where('id', '=', id)
      .execute();
  },

  /** True when the operator exists. */
  async clearTotp(q: Q, id: number): Promise<boolean> {
    const res = await q
      .updateTable('operators')
      .set({ totp_secret: null, totp_pending: null, totp_last_step: null })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },

  // sessions

  insertSession(
    q: Q,
    row: { operator_id: number; token_hash: string; created_at: number; expires_at: number; ip: string },
  ) {
    return q.insertInto('operator_sessions').values(row).execute();
  },

  sessionOperator(q: Q, tokenHash: string) {
    return q
      .selectFrom('operator_sessions as s')
      .innerJoin('operators as o', 'o.id', 's.operator_id')
      .select(['o.id', 'o.username', 'o.role', 'o.must_change_password', 'o.status', 's.expires_at'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .executeTakeFirst();
  },

  /** Ends one session, by its token (sign-out), or every live one of an operator. */
  revokeSessions(q: Q, which: { tokenHash: string } | { operatorId: number }, now: number) {
    const revoke = q.updateTable('operator_sessions').set({ revoked_at: now });
    return (
      'tokenHash' in which
        ? revoke.where('token_hash', '=', which.tokenHash)
        : revoke.where('operator_id', '=', which.operatorId).where('revoked_at', 'is', null)
    ).execute();
  },

  /** Each known operator's username by id. */
  async namesByIds(q: Q, ids: readonly number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await q
      .selectFrom('operators')
      .select(['id', 'username'])
      .where('id', 'in', unique)
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.username]));
  },
};
