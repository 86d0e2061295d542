import { sql, type Kysely } from 'kysely';

/**
 * The payout reference finance records on approval: a wallet withdrawal's chain transaction hash
 * (required), a bank withdrawal's bank reference (optional). A hash stands for one transfer, so it is
 * unique among wallet withdrawals (type 1 USDT, 2 AnToken); bank references may repeat (one batch
 * transfer pays several players). Withdrawals paid before this migration keep an empty reference.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('withdrawals')
    .addColumn('payout_reference', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('withdrawals_payout_hash')
    .on('withdrawals')
    .column('payout_reference')
    .unique()
    .where(sql<boolean>`type <> 0 and payout_reference <> ''`)
    .execute();
}
