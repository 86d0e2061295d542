/** What the benchmark servers share: their seeded players, and serving under an optional profiler. */
import { writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { inTransaction } from '../apps/server/src/db/database.js';
import type { DB } from '../apps/server/src/db/schema.js';
import { HOUSE, ledgerAccounts } from '../apps/server/src/ledger/accounts.js';
import { postJournal } from '../apps/server/src/ledger/ledger.js';
import { REASON } from '../apps/server/src/ledger/reasons.js';

/** A bare player row (no real passwords: the benchmarks sign in through tokens they make). */
export const benchPlayerRow = (username: string, now: number) => ({
  username,
  password_hash: 'x',
  pay_password_hash: 'x',
  realname: '测试',
  pid: null,
  register_ip: '',
  created_at: now,
});

export async function benchPlayer(q: Kysely<DB> | Transaction<DB>, username: string, now: number) {
  const { id } = await q
    .insertInto('users')
    .values(benchPlayerRow(username, now))
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/** A bench player with 1,000,000.00 deposited into their main wallet through the ledger. */
export async function fundedBenchPlayer(db: Kysely<DB>, username: string, now: number): Promise<number> {
  const id = await benchPlayer(db, username, now);
  const wallet = await ledgerAccounts.main(db, id, now);
  const gateway = await ledgerAccounts.house(db, HOUSE.gateway, now);
  const amount = 100_000_000;
  const legs = [
    { accountId: wallet, amount },
    { accountId: gateway, amount: -amount },
  ];
  await inTransaction(db, (trx) =>
    postJournal(trx, { key: `fund-${id}`, reason: REASON.deposit, amount, legs }, now),
  );
  return id;
}

/** With PROFILE=1, records a CPU profile from now until `saveProfile` writes it. */
export async function startProfile() {
  const { Session } = await import('node:inspector/promises');
  const profiler = process.env.PROFILE ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  return {
    async saveProfile(file: string) {
      if (!profiler) return;
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
    },
  };
}

/**
 * Listens on a free loopback port and tells the parent (with `extra`). PROFILE=1 records a CPU
 * profile of the serving phase only (seeding excluded); `saveProfile` writes it.
 */
export async function serveBench(app: FastifyInstance, extra: Record<string, unknown> = {}) {
  const profile = await startProfile();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0, ...extra });
  return profile;
}
