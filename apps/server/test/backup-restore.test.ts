import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../../../scripts/backup.js';
import { inTransaction, openDatabase, type Database } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { HOUSE, ledgerAccounts } from '../src/ledger/accounts.js';
import { checkInvariants } from '../src/ledger/invariants.js';
import { REASON } from '../src/ledger/reasons.js';
import { moveMoney } from './helpers.js';

/**
 * docs/operations.md's backup and restore (npm run backup / restore) on the database this run uses:
 * a site with money in it is backed up while open, then restored into an empty database, which
 * must carry the same books, to the fen, with every ledger invariant holding.
 */
const pgUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const dir = mkdtempSync(join(tmpdir(), 'backup-'));
const dropLater: string[] = [];

async function pgDatabase(): Promise<string> {
  const name = `bk_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropLater.push(name);
  return Object.assign(new URL(pgUrl!), { pathname: `/${name}` }).href;
}

afterAll(async () => {
  if (!pgUrl) return;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  for (const name of dropLater) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function books(database: Database) {
  const accounts = await database.db.selectFrom('accounts').select(['id', 'balance']).orderBy('id').execute();
  const journals = await database.db.selectFrom('ledger_journals').select('idem_key').orderBy('id').execute();
  return { accounts, journals, invariants: await checkInvariants(database.db) };
}

describe(`backup and restore on ${pgUrl ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('restores the books exactly, from a backup taken while the site was open', async () => {
    const sourceUrl = pgUrl ? await pgDatabase() : `sqlite:${join(dir, 'site.db')}`;
    const source = openDatabase(sourceUrl);
    await migrateToLatest(source.db);
    const now = Date.now();
    const gateway = await ledgerAccounts.house(source.db, HOUSE.gateway, now);
    for (let player = 1; player <= 20; player++) {
      const wallet = await ledgerAccounts.main(source.db, player, now);
      await inTransaction(source.db, (trx) =>
        moveMoney(
          trx,
          { key: `dep-${player}`, reason: REASON.deposit, amount: player * 1234, from: gateway, to: wallet },
          now,
        ),
      );
    }
    const before = await books(source);
    const file = join(dir, 'site.backup');
    await backup(sourceUrl, file);
    await source.close();

    const targetUrl = pgUrl ? await pgDatabase() : `sqlite:${join(dir, 'restored.db')}`;
    restore(targetUrl, file);
    const target = openDatabase(targetUrl);
    try {
      const after = await books(target);
      expect(after).toEqual(before);
      expect(before.accounts.length).toBeGreaterThan(20);
      expect(after.invariants.ok).toBe(true);
    } finally {
      await target.close();
    }
  });
});
