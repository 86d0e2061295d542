import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated SQLite database (`serialize()`), opened as a copy per test file. */
    sqliteTemplate?: string;
    /** A migrated PostgreSQL database that each test file copies (CREATE DATABASE … TEMPLATE). */
    postgresTemplate?: string;
  }
}

/** The URL of database `name` on the server of `url`. */
export const databaseUrl = (url: string, name: string) =>
  Object.assign(new URL(url), { pathname: `/${name}` }).href;

/**
 * Names of this run's PostgreSQL databases: a prefix, the start time (so a later run can drop what a
 * killed one left) and a random part (several runs may share the server).
 */
export const TEST_DATABASE_PREFIX = 'vt_';
const STALE_MS = 6 * 3600_000;
export const testDatabaseName = () =>
  `${TEST_DATABASE_PREFIX}${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

export async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Drops the test databases that runs killed before their own cleanup left behind. */
async function dropStale(admin: pg.Client): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like '${TEST_DATABASE_PREFIX}%'`,
  );
  for (const { datname } of rows) {
    const born = parseInt(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0]!, 36);
    if (Date.now() - born > STALE_MS) await admin.query(`drop database if exists ${datname} with (force)`);
  }
}

/**
 * Drops the template and the copies the test files made of it (`<template>_…`), a few at a time:
 * each DROP DATABASE waits for a checkpoint, and drops waiting together share one.
 */
async function dropRun(url: string, template: string): Promise<void> {
  const { rows } = await withAdmin(url, (admin) =>
    admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
      `${template}\\_%`,
    ]),
  );
  const names = rows.map((r) => r.datname);
  const dropNext = () =>
    withAdmin(url, async (admin) => {
      for (let name = names.pop(); name; name = names.pop())
        await admin.query(`drop database if exists ${name} with (force)`);
    });
  await Promise.all(Array.from({ length: 8 }, dropNext));
  await withAdmin(url, (admin) => admin.query(`drop database if exists ${template} with (force)`));
}

/**
 * The server project's globalSetup: migrates one database for the whole run, which every test file
 * then opens a copy of, instead of each file running all migrations on a database of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url?.startsWith('postgres')) {
    const name = testDatabaseName();
    await withAdmin(url, async (admin) => {
      await dropStale(admin);
      await admin.query(`create database ${name}`);
    });
    const template = openDatabase(databaseUrl(url, name), { poolMax: 1 });
    await migrateToLatest(template.db);
    // A template must have no connection open while it is copied.
    await template.close();
    project.provide('postgresTemplate', name);
    return () => dropRun(url, name);
  }
  const template = openDatabase('sqlite::memory:');
  await migrateToLatest(template.db);
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-template-'));
  const file = join(dir, 'migrated.db');
  writeFileSync(file, template.sqlite!.serialize());
  await template.close();
  project.provide('sqliteTemplate', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
