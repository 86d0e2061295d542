import type { Kysely } from 'kysely';

/**
 * Linked accounts look players up by what they share: a real name with a phone, and an e-mail
 * (cards are already indexed by type and number, risk_signals by device, address and /24). Without
 * these, each player page in the console would scan every player twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_mobile_realname').on('users').columns(['mobile', 'realname']).execute();
  await db.schema.createIndex('users_email').on('users').column('email').execute();
}
