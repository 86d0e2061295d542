/**
 * npm run backup -- <file> / npm run restore -- <file>, for the database in DATABASE_URL.
 * SQLite: an online copy through SQLite's backup API (consistent while the site runs; WAL
 * included); a restore replaces the file, so stop the site first. PostgreSQL: pg_dump's custom
 * format (consistent, taken while the site runs); a restore with pg_restore replaces every table.
 * scripts/backup-restore.test.ts proves a restored copy carries the same books on both.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import SQLite from 'better-sqlite3';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} failed (exit ${result.status})`);
}

export async function backup(databaseUrl: string, file: string): Promise<void> {
  if (databaseUrl.startsWith('sqlite:')) {
    const source = new SQLite(databaseUrl.slice('sqlite:'.length), { readonly: true });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
    return;
  }
  run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, databaseUrl]);
}

export function restore(databaseUrl: string, file: string): void {
  if (!existsSync(file)) throw new Error(`no backup at ${file}`);
  if (databaseUrl.startsWith('sqlite:')) {
    const target = databaseUrl.slice('sqlite:'.length);
    // The old database's write-ahead log must not be replayed over the restored file.
    for (const side of ['-wal', '-shm']) rmSync(target + side, { force: true });
    copyFileSync(file, target);
    return;
  }
  run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${databaseUrl}`, file]);
}

const [, script, verb, file] = process.argv;
if (script?.endsWith('backup.ts') && verb) {
  const url = process.env.DATABASE_URL ?? 'sqlite:data/app.db';
  if (!file || !['backup', 'restore'].includes(verb)) {
    console.error('usage: npm run backup -- <file> | npm run restore -- <file>');
    process.exit(2);
  }
  if (verb === 'backup') await backup(url, file);
  else restore(url, file);
  console.log(`${verb === 'backup' ? 'backed up to' : 'restored from'} ${file}`);
}
