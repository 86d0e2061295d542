import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** How far each risk scan has read (risk_cursors): a scan resumes where it stopped. */
export const cursorsRepository = {
  async get(q: Q, name: string): Promise<number> {
    const row = await q
      .selectFrom('risk_cursors')
      .select('position')
      .where('name', '=', name)
      .executeTakeFirst();
    return row ? Number(row.position) : 0;
  },

  async set(q: Q, name: string, position: number, now: number): Promise<void> {
    await q
      .insertInto('risk_cursors')
      .values({ name, position, updated_at: now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ position, updated_at: now }))
      .execute();
  },
};
