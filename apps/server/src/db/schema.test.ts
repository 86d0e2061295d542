/**
 * schema.ts is written by hand; the migrations are the truth. This migrates a fresh database on
 * the dialect in use (SQLite in memory, or a throw-away PostgreSQL schema with DATABASE_URL) and
 * holds the DB interface to what was built: the same tables, the same columns, and per column the
 * same nullability, broad type (number, string, boolean) and Generated<> (a default or identity).
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { migrateToLatest } from './migrate.js';
import {
  compareColumns,
  compareColumnTypes,
  compareTables,
  readDatabase,
  readTypes,
  sqlKind,
  type ColumnShape,
  type SchemaShape,
} from './schema-check.js';
import { openTestDatabase } from '../../test/helpers.js';

let database: Database;
let types: SchemaShape;
let built: SchemaShape;

beforeAll(async () => {
  database = await openTestDatabase({ fresh: true });
  await migrateToLatest(database.db, database.schema);
  built = await readDatabase(database);
  types = readTypes(fileURLToPath(new URL('./schema.ts', import.meta.url)));
});
afterAll(() => database?.close());

describe('schema.ts against the migrations', () => {
  it('read both sides: every table the migrations built, none of Kysely’s bookkeeping', () => {
    expect(built.size).toBeGreaterThan(40);
    expect(types.size).toBeGreaterThan(40);
    expect([...built.keys()].filter((t) => t.startsWith('kysely_'))).toEqual([]);
    expect(built.get('users')?.get('id')).toBeDefined();
    const users = types.get('users')!;
    expect(users.get('id')).toEqual({ kind: 'number', nullable: false, generated: true });
    expect(users.get('last_login_at')).toEqual({ kind: 'number', nullable: true, generated: false });
    expect(types.get('notices')?.get('kind')).toEqual({ kind: 'string', nullable: false, generated: false });
  });

  it('has the tables the migrations built, and no other', () => {
    expect(compareTables(types, built)).toEqual([]);
  });

  it('has the columns of each table, and no other', () => {
    expect(compareColumns(types, built)).toEqual([]);
  });

  it('types each column as it was built: nullability, broad type and Generated<>', () => {
    expect(compareColumnTypes(types, built, database.dialect)).toEqual([]);
  });
});

/**
 * A copy of `shape` changed by `edit`. The drift cases start from the database's own shape, so they
 * show each comparison catching its kind of drift whatever state schema.ts is in.
 */
function drift(shape: SchemaShape, edit: (copy: SchemaShape) => void): SchemaShape {
  const copy: SchemaShape = new Map([...shape].map(([t, cols]) => [t, new Map(cols)]));
  edit(copy);
  return copy;
}

function changeColumn(table: string, column: string, change: Partial<ColumnShape>) {
  return (copy: SchemaShape) => {
    const columns = copy.get(table)!;
    columns.set(column, { ...columns.get(column)!, ...change });
  };
}

describe('the comparisons fail on drift', () => {
  it('agree with the database on its own shape', () => {
    const d = database.dialect;
    expect([...compareTables(built, built), ...compareColumns(built, built)]).toEqual([]);
    // SQLite's rowid aliases read as not Generated<> from the database, which is allowed.
    expect(compareColumnTypes(built, built, d)).toEqual([]);
  });

  it('a table missing from schema.ts, or one the migrations never built', () => {
    const lost = drift(built, (s) => s.delete('captchas'));
    expect(compareTables(lost, built)).toEqual([
      'captchas: built by the migrations, missing from DB in schema.ts',
    ]);
    const extra = drift(built, (s) => s.set('ghosts', new Map()));
    expect(compareTables(extra, built)).toEqual(['ghosts: in DB in schema.ts, not built by the migrations']);
  });

  it('a column missing or extra', () => {
    const lost = drift(built, (s) => s.get('users')!.delete('mobile'));
    expect(compareColumns(lost, built)).toEqual(['users.mobile: missing from schema.ts']);
    const extra = drift(built, changeColumn('users', 'nickname', { kind: 'string' }));
    expect(compareColumns(extra, built)).toEqual(['users.nickname: in schema.ts, not in the database']);
  });

  it('nullability either way', () => {
    const withNull = drift(built, changeColumn('users', 'username', { nullable: true }));
    expect(compareColumnTypes(withNull, built, database.dialect)).toEqual([
      'users.username: NOT NULL in the database, with | null in schema.ts',
    ]);
    const withoutNull = drift(built, changeColumn('users', 'last_login_at', { nullable: false }));
    expect(compareColumnTypes(withoutNull, built, database.dialect)).toEqual([
      'users.last_login_at: nullable in the database, without | null in schema.ts',
    ]);
  });

  it('the broad type', () => {
    const wrong = drift(built, changeColumn('users', 'created_at', { kind: 'string' }));
    expect(compareColumnTypes(wrong, built, database.dialect)).toEqual([
      'users.created_at: schema.ts reads string, the database number',
    ]);
  });

  it('Generated<> without a default, and a default without Generated<>', () => {
    const d = database.dialect;
    const generated = drift(built, changeColumn('users', 'username', { generated: true }));
    expect(compareColumnTypes(generated, built, d)).toEqual([
      `users.username: Generated<> in schema.ts, but no default or identity on ${d}`,
    ]);
    const required = drift(built, changeColumn('users', 'status', { generated: false }));
    expect(compareColumnTypes(required, built, d)).toEqual([
      `users.status: a default or identity on ${d}, not Generated<> in schema.ts`,
    ]);
  });

  it('an identity id left without Generated<> on PostgreSQL; a rowid alias may be either on SQLite', () => {
    const d = database.dialect;
    const plain = drift(built, changeColumn('users', 'id', { generated: false }));
    expect(compareColumnTypes(plain, built, d)).toEqual(
      d === 'postgres' ? ['users.id: a default or identity on postgres, not Generated<> in schema.ts'] : [],
    );
  });

  it('maps both dialects’ SQL types to the broad type the code reads', () => {
    expect(['int4', 'int8', 'bigint', 'integer', 'float8'].map(sqlKind)).toEqual(Array(5).fill('number'));
    expect(['varchar(32)', 'varchar', 'text', 'character varying(8)'].map(sqlKind)).toEqual(
      Array(4).fill('string'),
    );
    expect(['bool', 'boolean'].map(sqlKind)).toEqual(['boolean', 'boolean']);
    expect(sqlKind('jsonb')).toBe('other: jsonb');
  });
});
