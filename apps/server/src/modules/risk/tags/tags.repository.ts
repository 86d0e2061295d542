import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

const CHIP = ['t.id', 't.name', 't.colour', 't.effects'] as const;

/** Tags and who carries them; a deleted tag (deleted_at set) is invisible everywhere. */
export const tagsRepository = {
  /** The tags in force, with how many players carry each, oldest first. */
  list(q: Q) {
    return q
      .selectFrom('risk_tags as t')
      .leftJoin('risk_player_tags as pt', 'pt.tag_id', 't.id')
      .select([...CHIP, 't.updated_at', (eb) => eb.fn.count<number>('pt.user_id').as('players')])
      .where('t.deleted_at', 'is', null)
      .groupBy(['t.id', 't.name', 't.colour', 't.effects', 't.updated_at'])
      .orderBy('t.id')
      .execute();
  },

  find(q: Q, id: number) {
    return q
      .selectFrom('risk_tags as t')
      .select([...CHIP, 't.updated_at'])
      .where('t.id', '=', id)
      .where('t.deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** A tag of this name, deleted or not (names are unique over both). */
  byName(q: Q, name: string) {
    return q.selectFrom('risk_tags').select(['id', 'deleted_at']).where('name', '=', name).executeTakeFirst();
  },

  async insert(q: Q, row: { name: string; colour: string; effects: string; now: number }): Promise<number> {
    const { now, ...values } = row;
    const inserted = await q
      .insertInto('risk_tags')
      .values({ ...values, created_at: now, updated_at: now, deleted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  },

  /** Changes a tag (a deleted one too when `revive`); true when a row changed. */
  async update(
    q: Q,
    id: number,
    values: { name: string; colour: string; effects: string; now: number },
    revive = false,
  ): Promise<boolean> {
    const { now, ...set } = values;
    let query = q
      .updateTable('risk_tags')
      .set({ ...set, updated_at: now, ...(revive ? { deleted_at: null } : {}) })
      .where('id', '=', id);
    if (!revive) query = query.where('deleted_at', 'is', null);
    return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
  },

  /** Deletes the tag and takes it off every player; answers how many carried it, or null if none such. */
  async remove(q: Q, id: number, now: number): Promise<number | null> {
    const res = await q
      .updateTable('risk_tags')
      .set({ deleted_at: now, updated_at: now })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return null;
    const untagged = await q.deleteFrom('risk_player_tags').where('tag_id', '=', id).executeTakeFirst();
    return Number(untagged.numDeletedRows);
  },

  /** The tags in force on each of these players. */
  ofPlayers(q: Q, userIds: readonly number[]) {
    return q
      .selectFrom('risk_player_tags as pt')
      .innerJoin('risk_tags as t', 't.id', 'pt.tag_id')
      .select(['pt.user_id', ...CHIP, 'pt.note', 'pt.tagged_by', 'pt.created_at'])
      .where('pt.user_id', 'in', [...userIds])
      .where('t.deleted_at', 'is', null)
      .orderBy('pt.created_at')
      .orderBy('t.id')
      .execute();
  },

  /** Tags the players not already carrying it; answers how many it added. */
  async tag(q: Q, tagId: number, userIds: readonly number[], by: number, note: string, now: number) {
    if (userIds.length === 0) return 0;
    const rows = userIds.map((user_id) => ({ user_id, tag_id: tagId, note, tagged_by: by, created_at: now }));
    const res = await q
      .insertInto('risk_player_tags')
      .values(rows)
      .onConflict((oc) => oc.columns(['user_id', 'tag_id']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0);
  },

  async untag(q: Q, userId: number, tagId: number): Promise<boolean> {
    const res = await q
      .deleteFrom('risk_player_tags')
      .where('user_id', '=', userId)
      .where('tag_id', '=', tagId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  },
};
