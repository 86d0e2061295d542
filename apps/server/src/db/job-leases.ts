import type { Kysely } from 'kysely';
import type { DB } from './schema.js';

/** The job leases (migration 0024): who runs each background job, for how long. */
export const jobLeases = {
  /**
   * Takes or renews the lease of `name` for `holder` until `expiresAt`, in one conditional upsert:
   * it succeeds when nobody holds it, when `holder` already does, or when the holder's lease has
   * lapsed. True when `holder` holds it now.
   */
  async take(db: Kysely<DB>, name: string, holder: string, now: number, expiresAt: number): Promise<boolean> {
    const row = await db
      .insertInto('job_leases')
      .values({ name, holder, expires_at: expiresAt, runs: 1 })
      .onConflict((oc) =>
        oc
          .column('name')
          .doUpdateSet((eb) => ({
            holder,
            expires_at: expiresAt,
            runs: eb('job_leases.runs', '+', 1),
          }))
          .where((eb) =>
            eb.or([eb('job_leases.holder', '=', holder), eb('job_leases.expires_at', '<', now)]),
          ),
      )
      .returning('holder')
      .executeTakeFirst();
    return row?.holder === holder;
  },

  /** Gives the lease up at once (a node stopping cleanly), so another node need not wait for it. */
  async release(db: Kysely<DB>, name: string, holder: string): Promise<void> {
    await db
      .updateTable('job_leases')
      .set({ expires_at: 0 })
      .where('name', '=', name)
      .where('holder', '=', holder)
      .execute();
  },

  /** Who holds each job's lease (the tests read it; an operator can query the table the same way). */
  list(db: Kysely<DB>) {
    return db
      .selectFrom('job_leases')
      .select(['name', 'holder', 'expires_at', 'runs'])
      .orderBy('name')
      .execute();
  },
};
