import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type Database } from './database.js';
import { openTestDatabase } from '../../test/helpers.js';

// Named statements exist only on PostgreSQL; one connection, so every query meets the same one.
describe.runIf(process.env.DATABASE_URL?.startsWith('postgres'))('named statements', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase({ poolMax: 1 });
    await sql`create table probe (a int not null)`.execute(database.db);
    await sql`insert into probe values (1), (2)`.execute(database.db);
  });
  afterAll(() => database.close());

  const probe = (q = database.db) => sql<{ a: number }>`select * from probe where a >= ${1}`.execute(q);
  const prepared = async () => {
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
      database.db,
    );
    return rows.map((r) => r.statement);
  };

  it('prepares a parameterised statement once and reuses it', async () => {
    await probe();
    await probe();
    const named = (await prepared()).filter((s) => s.includes('from probe where a >='));
    expect(named).toHaveLength(1);
  });

  it('a table changed under a prepared select * is prepared afresh, outside a transaction', async () => {
    await probe();
    await sql`alter table probe add column b int`.execute(database.db);
    const { rows } = await probe();
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!).sort()).toEqual(['a', 'b']);
  });

  it('and inside a transaction, by running the unit again', async () => {
    await probe();
    await sql`alter table probe add column c int`.execute(database.db);
    let attempts = 0;
    const rows = await inTransaction(database.db, async (trx) => {
      attempts++;
      return (await probe(trx)).rows;
    });
    expect(rows[0]).toHaveProperty('c');
    expect(attempts).toBe(2);
  });
});
