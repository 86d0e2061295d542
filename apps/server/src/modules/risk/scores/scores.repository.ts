import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** `user_ids` (a JSON array such as [3,7]) names the player. */
const namesPlayer = (userId: number) =>
  sql<SqlBool>`(user_ids = ${`[${userId}]`} or user_ids like ${`[${userId},%`}
    or user_ids like ${`%,${userId}]`} or user_ids like ${`%,${userId},%`})`;

/** What a player's score is made of, and where it is kept (risk_scores). */
export const scoresRepository = {
  /** The player's active tags: name and effects (a tag without effects is a label, not a risk). */
  tagsOf(q: Q, userId: number) {
    return q
      .selectFrom('risk_player_tags as pt')
      .innerJoin('risk_tags as t', 't.id', 'pt.tag_id')
      .select(['t.name', 't.effects'])
      .where('pt.user_id', '=', userId)
      .where('t.deleted_at', 'is', null)
      .execute();
  },

  /** Alerts naming the player that an operator has not dismissed. */
  async alertsOf(q: Q, userId: number) {
    return q
      .selectFrom('risk_alerts')
      .select(['kind'])
      .where(namesPlayer(userId))
      .where('state', '<>', 'dismissed')
      .execute();
  },

  /** The player's withdrawals held for risk review or refused by it. */
  async checksInReview(q: Q, userId: number): Promise<number> {
    const row = await q
      .selectFrom('risk_withdrawal_checks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('state', 'in', ['review', 'refused'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Active blocks on an address or device id the player used since `since`. */
  async blocksHit(q: Q, userId: number, since: number, now: number): Promise<number> {
    const used = q.selectFrom('risk_signals').where('user_id', '=', userId).where('created_at', '>=', since);
    const row = await q
      .selectFrom('risk_blocks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lifted_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .where((eb) =>
        eb.or([
          eb.and([eb('kind', '=', 'ip'), eb('value', 'in', used.select('ip'))]),
          eb.and([eb('kind', '=', 'device'), eb('value', 'in', used.select('device_id'))]),
        ]),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  async save(q: Q, row: { user_id: number; score: number; reasons: string; updated_at: number }) {
    await q
      .insertInto('risk_scores')
      .values(row)
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet({ score: row.score, reasons: row.reasons, updated_at: row.updated_at }),
      )
      .execute();
  },

  of(q: Q, userIds: readonly number[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return q
      .selectFrom('risk_scores')
      .selectAll()
      .where('user_id', 'in', [...new Set(userIds)])
      .execute();
  },

  /** Players whose risk facts changed in [from, to): new signals, alerts, tags, checks. */
  async changedBetween(q: Q, from: number, to: number, limit: number): Promise<number[]> {
    const inRange = (col: string) => sql<SqlBool>`${sql.ref(col)} >= ${from} and ${sql.ref(col)} < ${to}`;
    const signals = await q
      .selectFrom('risk_signals')
      .select('user_id')
      .distinct()
      .where(inRange('created_at'))
      .limit(limit)
      .execute();
    const tags = await q
      .selectFrom('risk_player_tags')
      .select('user_id')
      .where(inRange('created_at'))
      .execute();
    const checks = await q
      .selectFrom('risk_withdrawal_checks')
      .select('user_id')
      .where((eb) => eb.or([inRange('created_at'), inRange('scored_at'), inRange('reviewed_at')]))
      .execute();
    const alerts = await q
      .selectFrom('risk_alerts')
      .select('user_ids')
      .where((eb) => eb.or([inRange('created_at'), inRange('handled_at')]))
      .execute();
    const ids = [...signals, ...tags, ...checks].map((r) => Number(r.user_id));
    for (const a of alerts) ids.push(...(JSON.parse(a.user_ids) as number[]));
    return [...new Set(ids)];
  },

  /** Scores not recomputed since `before` (a removed tag or a lifted block leaves no event): oldest first. */
  async stale(q: Q, before: number, limit: number): Promise<number[]> {
    const rows = await q
      .selectFrom('risk_scores')
      .select('user_id')
      .where('updated_at', '<', before)
      .orderBy('updated_at')
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.user_id));
  },
};
