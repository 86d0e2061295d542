import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import { openTestDatabase } from '../../test/helpers.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db, database.schema);
});
afterAll(() => database.close());

const setting = (key: string) =>
  database.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();

describe('inTransaction', () => {
  it('commits every unit that succeeds, rolls back only the one that fails, when run together', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        inTransaction(database.db, async (trx) => {
          await trx
            .insertInto('settings')
            .values({ key: `k${i}`, value: String(i) })
            .execute();
          if (i === 7) throw new Error('unit 7 fails after writing');
          return i;
        }),
      ),
    );
    expect(
      results.filter((r) => r.status === 'fulfilled').map((r) => (r as PromiseFulfilledResult<number>).value),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i).filter((i) => i !== 7));
    expect((results[7] as PromiseRejectedResult).reason.message).toBe('unit 7 fails after writing');
    expect(await setting('k7')).toBeUndefined();
    expect(await setting('k19')).toEqual({ value: '19' });
  });

  // SQLite's group commit only: PostgreSQL runs each unit in its own transaction at Read Committed,
  // where money paths rely on conditional updates and row locks instead.
  it.skipIf(process.env.DATABASE_URL?.startsWith('postgres'))(
    'lets later units see what earlier ones wrote, as sequential transactions would',
    async () => {
      await database.db.insertInto('settings').values({ key: 'counter', value: '0' }).execute();
      await Promise.all(
        Array.from({ length: 10 }, () =>
          inTransaction(database.db, async (trx) => {
            const row = await trx
              .selectFrom('settings')
              .select('value')
              .where('key', '=', 'counter')
              .executeTakeFirstOrThrow();
            await trx
              .updateTable('settings')
              .set({ value: String(Number(row.value) + 1) })
              .where('key', '=', 'counter')
              .execute();
          }),
        ),
      );
      expect(await setting('counter')).toEqual({ value: '10' });
    },
  );
});
