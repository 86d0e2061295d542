/**
 * Test support for schema.test.ts: reads the hand-written Kysely types in schema.ts with the
 * TypeScript compiler and the tables the migrations built with Kysely's introspection, in one
 * shape each, and lists where they disagree. Never imported by the server.
 */
import ts from 'typescript';
import {
  PostgresIntrospector,
  QueryNode,
  SelectQueryNode,
  sql,
  type KyselyPlugin,
  type TableMetadata,
} from 'kysely';
import type { Database, Dialect } from './database.js';

/** The broad type a column reads as: what the code sees, not the exact SQL type. */
export type Kind = 'number' | 'string' | 'boolean' | `other: ${string}`;

export interface ColumnShape {
  kind: Kind;
  nullable: boolean;
  /** schema.ts: Generated<> (insert may leave it out); database: it has a default or is an identity. */
  generated: boolean;
  /** Database only: SQLite's INTEGER PRIMARY KEY, a rowid alias that fills itself in when left out. */
  rowid?: boolean;
}

/** Table name → column name → shape. */
export type SchemaShape = Map<string, Map<string, ColumnShape>>;

/** Reads interface `root` (the DB interface) of `file`, unwrapping Generated<T> and ColumnType<S, I, U>. */
export function readTypes(file: string, root = 'DB'): SchemaShape {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} is not readable`);
  const errors = program.getSemanticDiagnostics(source).concat(program.getSyntacticDiagnostics(source));
  if (errors.length > 0) {
    const text = errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('\n');
    throw new Error(`${file} does not compile:\n${text}`);
  }
  const checker = program.getTypeChecker();
  const db = source.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === root,
  );
  if (!db) throw new Error(`${file} has no interface ${root}`);
  const shape: SchemaShape = new Map();
  for (const table of checker.getPropertiesOfType(checker.getTypeAtLocation(db))) {
    const columns = new Map<string, ColumnShape>();
    for (const column of checker.getPropertiesOfType(checker.getTypeOfSymbol(table))) {
      columns.set(column.name, describeType(checker, checker.getTypeOfSymbol(column)));
    }
    shape.set(table.name, columns);
  }
  return shape;
}

const members = (type: ts.Type): readonly ts.Type[] => (type.isUnion() ? type.types : [type]);

function describeType(checker: ts.TypeChecker, type: ts.Type): ColumnShape {
  const selected: ts.Type[] = [];
  let generated = false;
  for (const part of members(type)) {
    // Generated<T> is ColumnType<T, T | undefined, T>: an object of phantom __select__ and __insert__ types.
    const select = part.getProperty('__select__');
    const insert = part.getProperty('__insert__');
    if (!select || !insert) {
      selected.push(part);
      continue;
    }
    selected.push(...members(checker.getTypeOfSymbol(select)));
    const inserted = checker.getTypeOfSymbol(insert);
    generated ||= members(inserted).some((t) => t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Never));
  }
  const nullable = selected.some((t) => t.flags & ts.TypeFlags.Null);
  const kinds = new Set(
    selected.filter((t) => !(t.flags & ts.TypeFlags.Null)).map((t) => kindOf(checker, t)),
  );
  const kind = kinds.size === 1 ? [...kinds][0]! : (`other: ${checker.typeToString(type)}` as const);
  return { kind, nullable, generated };
}

function kindOf(checker: ts.TypeChecker, type: ts.Type): Kind {
  if (type.flags & ts.TypeFlags.NumberLike) return 'number';
  if (type.flags & ts.TypeFlags.StringLike) return 'string';
  if (type.flags & ts.TypeFlags.BooleanLike) return 'boolean';
  return `other: ${checker.typeToString(type)}`;
}

/**
 * What the drivers hand back for each SQL type, both dialects' spellings. BIGINT is a number:
 * database.ts parses PostgreSQL's int8 into one (fen and epoch milliseconds fit), SQLite returns one.
 */
const SQL_KINDS: Record<string, Kind> = {
  integer: 'number',
  int: 'number',
  int2: 'number',
  int4: 'number',
  int8: 'number',
  smallint: 'number',
  bigint: 'number',
  real: 'number',
  float4: 'number',
  float8: 'number',
  'double precision': 'number',
  text: 'string',
  varchar: 'string',
  'character varying': 'string',
  bpchar: 'string',
  char: 'string',
  bool: 'boolean',
  boolean: 'boolean',
};

export function sqlKind(dataType: string): Kind {
  const base = dataType.toLowerCase().replace(/\s*\(.*\)$/, '');
  return SQL_KINDS[base] ?? `other: ${dataType}`;
}

/**
 * Kysely's PostgreSQL introspection lists every schema the user can see (other test files'
 * throw-away schemas too): this narrows its query to the first schema on the search path, the
 * one the migrations built, so it neither reads nor trips over schemas dropped meanwhile.
 */
function currentSchemaOnly(): KyselyPlugin {
  const filter = sql`ns.nspname = current_schema()`.toOperationNode();
  return {
    transformQuery: ({ node }) => (SelectQueryNode.is(node) ? QueryNode.cloneWithWhere(node, filter) : node),
    transformResult: async ({ result }) => result,
  };
}

/** The tables the migrations built, without Kysely's migration bookkeeping tables. */
export async function readDatabase(database: Database): Promise<SchemaShape> {
  const { db, dialect } = database;
  const introspector =
    dialect === 'postgres' ? new PostgresIntrospector(db.withPlugin(currentSchemaOnly())) : db.introspection;
  const tables: TableMetadata[] = await introspector.getTables({ withInternalKyselyTables: false });
  const schemas = new Set(tables.map((t) => t.schema));
  const own = dialect === 'postgres' ? (database.schema ?? 'public') : undefined;
  if (schemas.size > 1 || (own && !schemas.has(own))) {
    throw new Error(`introspection read schemas ${[...schemas].join(', ')}, not just ${own}`);
  }
  const keys = dialect === 'sqlite' ? await sqlitePrimaryKeys(database) : new Set<string>();
  const shape: SchemaShape = new Map();
  for (const table of tables.filter((t) => !t.isView)) {
    const columns = new Map<string, ColumnShape>();
    for (const c of table.columns) {
      const rowid = dialect === 'sqlite' && c.isAutoIncrementing;
      const generated = c.hasDefaultValue || (c.isAutoIncrementing && !rowid);
      const nullable = c.isNullable && !keys.has(`${table.name}.${c.name}`);
      columns.set(c.name, { kind: sqlKind(c.dataType), nullable, generated, rowid });
    }
    shape.set(table.name, columns);
  }
  return shape;
}

/**
 * SQLite reports primary-key columns as nullable unless declared NOT NULL: a rowid alias never
 * holds NULL, and the other keys only by a legacy quirk PostgreSQL does not share. They read as
 * NOT NULL here, as they do on PostgreSQL.
 */
async function sqlitePrimaryKeys({ db }: Database): Promise<Set<string>> {
  const { rows } = await sql<{ key: string }>`
    select m.name || '.' || p.name as key from sqlite_master m, pragma_table_info(m.name) p
    where m.type = 'table' and p.pk > 0`.execute(db);
  return new Set(rows.map((r) => r.key));
}

const sorted = (names: Iterable<string>) => [...names].sort();

/** Tables in one shape and not the other, as readable lines (empty when they agree). */
export function compareTables(types: SchemaShape, database: SchemaShape): string[] {
  return [
    ...sorted(database.keys())
      .filter((t) => !types.has(t))
      .map((t) => `${t}: built by the migrations, missing from DB in schema.ts`),
    ...sorted(types.keys())
      .filter((t) => !database.has(t))
      .map((t) => `${t}: in DB in schema.ts, not built by the migrations`),
  ];
}

/** Columns missing or extra, per table both have. */
export function compareColumns(types: SchemaShape, database: SchemaShape): string[] {
  const problems: string[] = [];
  for (const [table, built] of database) {
    const typed = types.get(table);
    if (!typed) continue;
    for (const c of built.keys()) if (!typed.has(c)) problems.push(`${table}.${c}: missing from schema.ts`);
    for (const c of typed.keys())
      if (!built.has(c)) problems.push(`${table}.${c}: in schema.ts, not in the database`);
  }
  return problems;
}

/**
 * Nullability, broad type and Generated<> of each column both have. A column's type must hold on
 * both dialects, so SQLite's rowid alias (also a natural key such as vip_levels.level) may be
 * either Generated<> or not; PostgreSQL, where only an identity fills itself in, settles it.
 */
export function compareColumnTypes(types: SchemaShape, database: SchemaShape, dialect: Dialect): string[] {
  const problems: string[] = [];
  for (const [table, built] of database) {
    for (const [name, db] of built) {
      const ts = types.get(table)?.get(name);
      if (!ts) continue;
      const at = `${table}.${name}`;
      if (ts.kind !== db.kind) problems.push(`${at}: schema.ts reads ${ts.kind}, the database ${db.kind}`);
      if (ts.nullable !== db.nullable) {
        problems.push(
          `${at}: ${db.nullable ? 'nullable' : 'NOT NULL'} in the database, ` +
            `${ts.nullable ? 'with' : 'without'} | null in schema.ts`,
        );
      }
      if (ts.generated && !db.generated && !db.rowid) {
        problems.push(`${at}: Generated<> in schema.ts, but no default or identity on ${dialect}`);
      }
      if (!ts.generated && db.generated) {
        problems.push(`${at}: a default or identity on ${dialect}, not Generated<> in schema.ts`);
      }
    }
  }
  return problems;
}
