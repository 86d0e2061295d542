import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/**
 * House accounts belong to no player; they carry user_id 0 so the (user, kind, platform) key stays
 * unique.
 */
export const HOUSE_USER_ID = 0;

/**
 * Each house account is HOUSE_SHARDS rows, told apart by the platform column (shard 0 is the
 * original row, platform ''). Every journal touches one shard picked at random, so concurrent money
 * movements of different players do not queue on one row lock held until commit (on PostgreSQL a
 * single house row capped the site at a tenth of a plain transfer loop: docs/decisions.md). A
 * house balance is the sum of its shards; a hold is released from the shard that took it.
 */
export const HOUSE_SHARDS = 32;
const shardLabel = (shard: number) => (shard === 0 ? '' : `shard-${shard}`);
/** A shard for the next journal: any will do, and chance spreads concurrent journals evenly. */
export const randomShard = () => Math.floor(Math.random() * HOUSE_SHARDS);

export const HOUSE = {
  /** Money a payment gateway owes us for paid orders (crypto, e-wallet, card channels). */
  gateway: 'house_gateway',
  /** Bank transfers received into our receiving accounts, confirmed by an operator. */
  bank: 'house_bank',
  /** Withdrawals requested and not yet paid out or refunded. */
  pendingWithdrawal: 'house_pending_withdrawal',
  /** Withdrawals paid out to players. */
  paidOut: 'house_paid_out',
  /** Bonuses, rebates and red packets the house pays. */
  bonus: 'house_bonus',
  /** Money on its way between a main wallet and a game platform: held while the provider is asked. */
  transit: 'house_transfer_transit',
  /** What game providers owe us or we owe them. */
  provider: 'house_provider',
  /** Operator balance adjustments. */
  adjustment: 'house_adjustment',
  /** Commission paid to agents. */
  agentCommission: 'house_agent_commission',
} as const;

export type HouseKind = (typeof HOUSE)[keyof typeof HOUSE];
export type PlayerKind = 'main' | 'platform';

/**
 * Accounts that may never hold less than zero: every player wallet, and money held for withdrawals
 * or transfers.
 */
export const NON_NEGATIVE_KINDS: readonly string[] = [
  'main',
  'platform',
  HOUSE.pendingWithdrawal,
  HOUSE.transit,
];

async function ensure(db: Q, userId: number, kind: string, platform: string, now: number): Promise<number> {
  const account = db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('platform', '=', platform);
  const existing = await account.executeTakeFirst();
  if (existing) return Number(existing.id);
  await db
    .insertInto('accounts')
    .values({ user_id: userId, kind, platform, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'platform']).doNothing())
    .execute();
  // Made now, or by a concurrent caller whose insert won.
  return Number((await account.executeTakeFirstOrThrow()).id);
}

export const ledgerAccounts = {
  main: (db: Q, userId: number, now: number) => ensure(db, userId, 'main', '', now),
  /** One wallet per game platform, created the first time money moves there. */
  platform: (db: Q, userId: number, platform: string, now: number) =>
    ensure(db, userId, 'platform', platform, now),
  /** One shard of a house account (shard 0 unless named). */
  house: (db: Q, kind: HouseKind, now: number, shard = 0) =>
    ensure(db, HOUSE_USER_ID, kind, shardLabel(shard), now),
};

/**
 * The house account (shard) a hold was posted to: the leg of kind `kind` in the journal `holdKey`.
 * Releasing from that same shard keeps every shard of a never-negative kind at or above zero.
 */
export async function heldIn(trx: Q, holdKey: string, kind: HouseKind): Promise<number> {
  const row = await trx
    .selectFrom('ledger_journals as j')
    .innerJoin('ledger_entries as e', 'e.journal_id', 'j.id')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .select('a.id')
    .where('j.idem_key', '=', holdKey)
    .where('a.kind', '=', kind)
    .where('a.user_id', '=', HOUSE_USER_ID)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * A shard of a house account, picked at random for each journal. Shard ids never change once
 * created, so money paths look each up once per process; each is created outside any transaction,
 * so a cached id always names a committed row.
 */
export function createHouseAccounts(db: Kysely<DB>, clock: { now(): Date }) {
  const ids = new Map<string, number>();
  return async (kind: HouseKind): Promise<number> => {
    const shard = randomShard();
    const name = `${kind}:${shard}`;
    let id = ids.get(name);
    if (id === undefined) {
      id = await ledgerAccounts.house(db, kind, clock.now().getTime(), shard);
      ids.set(name, id);
    }
    return id;
  };
}

export type HouseAccounts = ReturnType<typeof createHouseAccounts>;
