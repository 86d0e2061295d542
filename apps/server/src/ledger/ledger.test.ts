import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { inTransaction } from '../db/database.js';
import { countRows, moveMoney, openTestDatabase } from '../../test/helpers.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Database } from '../db/database.js';
import { HOUSE, ledgerAccounts } from './accounts.js';
import { checkInvariants } from './invariants.js';
import { LedgerError, postJournal } from './ledger.js';
import { REASON } from './reasons.js';

let database: Database;
let gateway: number;
let pending: number;
const now = 1_800_000_000_000;

beforeAll(async () => {
  database = await openTestDatabase();
  await migrateToLatest(database.db, database.schema);
  gateway = await ledgerAccounts.house(database.db, HOUSE.gateway, now);
  pending = await ledgerAccounts.house(database.db, HOUSE.pendingWithdrawal, now);
});
afterAll(() => database.close());

async function newWallet(userId: number) {
  return ledgerAccounts.main(database.db, userId, now);
}
const balanceOf = async (id: number) =>
  Number(
    (
      await database.db
        .selectFrom('accounts')
        .select('balance')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).balance,
  );
const move = (m: Parameters<typeof moveMoney>[1]) =>
  inTransaction(database.db, (trx) => moveMoney(trx, m, now));
const deposit = (wallet: number, amount: number, key: string) =>
  move({ key, reason: REASON.deposit, amount, from: gateway, to: wallet });
const hold = (wallet: number, amount: number, key: string) =>
  move({ key, reason: REASON.withdrawalHold, amount, from: wallet, to: pending });

describe('ledger journals', () => {
  it('moves money between accounts and records balances after each entry', async () => {
    const wallet = await newWallet(101);
    await deposit(wallet, 10_000, 'dep-101-a');
    await hold(wallet, 2_500, 'wd-101-a');
    expect(await balanceOf(wallet)).toBe(7_500);
    const entries = await database.db
      .selectFrom('ledger_entries')
      .select(['amount', 'balance_after'])
      .where('account_id', '=', wallet)
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [Number(e.amount), Number(e.balance_after)])).toEqual([
      [10_000, 10_000],
      [-2_500, 7_500],
    ]);
    expect((await checkInvariants(database.db)).violations).toEqual([]);
  });

  it('returns the first result for a repeated key and refuses the key for another amount', async () => {
    const wallet = await newWallet(102);
    const first = await deposit(wallet, 5_000, 'dep-102');
    const again = await deposit(wallet, 5_000, 'dep-102');
    expect(again).toMatchObject({ journalId: first.journalId, replayed: true });
    await expect(deposit(wallet, 6_000, 'dep-102')).rejects.toMatchObject({ code: 'idempotency_conflict' });
    expect(await balanceOf(wallet)).toBe(5_000);
  });

  it('refuses a debit past zero and leaves everything as it was', async () => {
    const wallet = await newWallet(103);
    await deposit(wallet, 1_000, 'dep-103');
    await expect(hold(wallet, 1_001, 'wd-103')).rejects.toBeInstanceOf(LedgerError);
    expect(await balanceOf(wallet)).toBe(1_000);
    expect(
      await database.db
        .selectFrom('ledger_journals')
        .select('id')
        .where('idem_key', '=', 'wd-103')
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses unbalanced, zero and fractional journals', async () => {
    const wallet = await newWallet(104);
    const bad = [
      [
        { accountId: wallet, amount: 100 },
        { accountId: gateway, amount: -99 },
      ],
      [
        { accountId: wallet, amount: 0 },
        { accountId: gateway, amount: 0 },
      ],
      [
        { accountId: wallet, amount: 0.5 },
        { accountId: gateway, amount: -0.5 },
      ],
    ];
    for (const legs of bad) {
      await expect(
        inTransaction(database.db, (trx) =>
          postJournal(
            trx,
            { key: `bad-${Math.random()}`, reason: REASON.adjustment, amount: 100, legs },
            now,
          ),
        ),
      ).rejects.toMatchObject({ code: 'invalid_journal' });
    }
  });

  it('lets the database refuse any UPDATE or DELETE of ledger rows', async () => {
    const wallet = await newWallet(105);
    await deposit(wallet, 100, 'dep-105');
    await expect(sql`update ledger_entries set amount = 999999`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_entries`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`update ledger_journals set amount = 1`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_journals`.execute(database.db)).rejects.toThrow(/append-only/);
  });

  it('pays exactly once when 10 identical requests race', async () => {
    const wallet = await newWallet(106);
    const results = await Promise.all(Array.from({ length: 10 }, () => deposit(wallet, 777, 'dep-106-race')));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(wallet)).toBe(777);
  });

  it('never lets 50 concurrent debits overdraw a wallet', async () => {
    const wallet = await newWallet(107);
    await deposit(wallet, 10_000, 'dep-107');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => hold(wallet, 300, `wd-107-${i}`)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(33);
    expect(await balanceOf(wallet)).toBe(100);
    expect((await checkInvariants(database.db)).violations).toEqual([]);
  });
});

describe('ledger property: random movements keep every invariant', () => {
  it('holds after thousands of random credits, debits and transfers, in concurrent batches', async () => {
    const players = [201, 202, 203, 204];
    const wallets = await Promise.all(players.map(newWallet));
    const platforms = await Promise.all(
      players.map((p) => ledgerAccounts.platform(database.db, p, 'pg', now)),
    );
    const model = new Map<number, number>();
    for (const id of [...wallets, ...platforms]) model.set(id, await balanceOf(id));
    let seq = 0;

    const step = <K extends string>(kind: K, max: number) =>
      fc.record({ kind: fc.constant(kind), who: fc.nat(3), amount: fc.integer({ min: 1, max }) });
    const op = fc.oneof(
      step('credit', 50_000),
      step('debit', 50_000),
      step('toGame', 30_000),
      step('fromGame', 30_000),
      step('replay', 100),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 40 }), async (batch) => {
        await Promise.allSettled(
          batch.map(async (o) => {
            const wallet = wallets[o.who]!;
            const game = platforms[o.who]!;
            const key = o.kind === 'replay' ? `replay-${o.who}-${o.amount}` : `prop-${seq++}`;
            const [from, to, reason] =
              o.kind === 'credit' || o.kind === 'replay'
                ? [gateway, wallet, REASON.deposit]
                : o.kind === 'debit'
                  ? [wallet, pending, REASON.withdrawalHold]
                  : o.kind === 'toGame'
                    ? [wallet, game, REASON.transferIn]
                    : [game, wallet, REASON.transferOut];
            const res = await move({ key, reason, amount: o.amount, from, to });
            if (!res.replayed) {
              if (model.has(from)) model.set(from, model.get(from)! - o.amount);
              if (model.has(to)) model.set(to, model.get(to)! + o.amount);
            }
          }),
        );
        const report = await checkInvariants(database.db);
        expect(report.violations).toEqual([]);
        for (const [id, expected] of model) expect(await balanceOf(id)).toBe(expected);
      }),
      { numRuns: 150 },
    );
    expect(await countRows({ database }, 'ledger_journals')).toBeGreaterThan(500);
  });
});
