import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { NON_NEGATIVE_KINDS } from './accounts.js';

export interface InvariantReport {
  ok: boolean;
  violations: string[];
}

/**
 * The ledger's invariants (DOMAIN-NOTES §4): I1 all entries sum to zero, I2 each journal sums to
 * zero and has at least two entries, I3 each cached balance equals the sum of its entries, I4 no
 * player wallet below zero. Tests run it after every scenario; operators run it from the console.
 */
export async function checkInvariants(db: Kysely<DB>): Promise<InvariantReport> {
  const violations: string[] = [];

  const total = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('s'))
    .executeTakeFirstOrThrow();
  if (Number(total.s) !== 0) violations.push(`I1: all entries sum to ${total.s}`);

  const unbalanced = await db
    .selectFrom('ledger_journals as j')
    .leftJoin('ledger_entries as e', 'e.journal_id', 'j.id')
    .select([
      'j.id',
      'j.idem_key',
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('e.amount'), sql<number>`0`).as('s'),
      (eb) => eb.fn.count<number>('e.id').as('n'),
    ])
    .groupBy(['j.id', 'j.idem_key'])
    .having((eb) =>
      eb.or([eb(eb.fn.coalesce(eb.fn.sum('e.amount'), sql`0`), '<>', 0), eb(eb.fn.count('e.id'), '<', 2)]),
    )
    .limit(20)
    .execute();
  for (const j of unbalanced)
    violations.push(`I2: journal ${j.id} (${j.idem_key}) sums to ${j.s} over ${j.n} entries`);

  const drifted = await db
    .selectFrom('accounts as a')
    .leftJoin(
      db
        .selectFrom('ledger_entries')
        .select(['account_id', (eb) => eb.fn.sum<number>('amount').as('s')])
        .groupBy('account_id')
        .as('e'),
      'e.account_id',
      'a.id',
    )
    .select(['a.id', 'a.balance', 'e.s'])
    .where((eb) => eb('a.balance', '<>', eb.fn.coalesce('e.s', sql<number>`0`)))
    .limit(20)
    .execute();
  for (const a of drifted)
    violations.push(`I3: account ${a.id} caches ${a.balance} but its entries sum to ${a.s ?? 0}`);

  const negative = await db
    .selectFrom('accounts')
    .select(['id', 'kind', 'balance'])
    .where('kind', 'in', NON_NEGATIVE_KINDS)
    .where('balance', '<', 0)
    .limit(20)
    .execute();
  for (const a of negative) violations.push(`I4: ${a.kind} account ${a.id} is at ${a.balance}`);

  return { ok: violations.length === 0, violations };
}
