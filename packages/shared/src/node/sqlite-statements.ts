/**
 * better-sqlite3 compiles a statement on every prepare(), and Kysely prepares on every query: keep
 * the compiled statements by their text (at most `max`, then start afresh), for the site's database
 * and the third parties' own.
 */
export function cachePreparedStatements<S>(database: { prepare: (source: string) => S }, max = 1000): void {
  const cache = new Map<string, S>();
  const prepare = database.prepare.bind(database);
  database.prepare = (source: string) => {
    let stmt = cache.get(source);
    if (!stmt) {
      if (cache.size >= max) cache.clear();
      stmt = prepare(source);
      cache.set(source, stmt);
    }
    return stmt;
  };
}
