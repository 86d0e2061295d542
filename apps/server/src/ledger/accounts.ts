import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/**
 * House accounts belong to no player; they carry user_id 0 so the (user, kind, platform) key stays
 * unique.
 */
export const HOUSE_USER_ID = 0;

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
  const existing = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('platform', '=', platform)
    .executeTakeFirst();
  if (existing) return Number(existing.id);
  await db
    .insertInto('accounts')
    .values({ user_id: userId, kind, platform, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'platform']).doNothing())
    .execute();
  const row = await db
    .selectFrom('accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('platform', '=', platform)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export const ledgerAccounts = {
  main: (db: Q, userId: number, now: number) => ensure(db, userId, 'main', '', now),
  /** One wallet per game platform, created the first time money moves there. */
  platform: (db: Q, userId: number, platform: string, now: number) =>
    ensure(db, userId, 'platform', platform, now),
  house: (db: Q, kind: HouseKind, now: number) => ensure(db, HOUSE_USER_ID, kind, '', now),
};

/**
 * House account ids never change once created, so money paths look them up once per process.
 * Each is created outside any transaction, so a cached id always names a committed row.
 */
export function createHouseAccounts(db: Kysely<DB>, clock: { now(): Date }) {
  const ids = new Map<HouseKind, number>();
  return async (kind: HouseKind): Promise<number> => {
    let id = ids.get(kind);
    if (id === undefined) {
      id = await ledgerAccounts.house(db, kind, clock.now().getTime());
      ids.set(kind, id);
    }
    return id;
  };
}

export type HouseAccounts = ReturnType<typeof createHouseAccounts>;
