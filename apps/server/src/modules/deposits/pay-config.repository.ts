import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { DB, PayBanksTable, PayChannelsTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

// The console's reads and writes of deposit channels and receiving accounts (through
// deposits.public.ts); the single channel and account are depositsRepository's (channel,
// receivingAccount): the same rows the deposit flow reads.
export const payConfigRepository = {
  /** Every channel, in the order the console lists them. */
  channels(q: Q) {
    return q.selectFrom('pay_channels').selectAll().orderBy('sort', 'desc').orderBy('key').execute();
  },

  /** Takes the channel's row lock with a no-op write; false when there is no such channel. */
  async lockChannel(trx: Transaction<DB>, key: string): Promise<boolean> {
    const locked = await trx
      .updateTable('pay_channels')
      .set((eb) => ({ sort: eb.ref('sort') }))
      .where('key', '=', key)
      .executeTakeFirst();
    return Number(locked.numUpdatedRows) > 0;
  },

  updateChannel(q: Q, key: string, values: Updateable<PayChannelsTable>) {
    return q.updateTable('pay_channels').set(values).where('key', '=', key).execute();
  },

  /** One page of receiving accounts in id order, optionally of one state, and how many there are. */
  async banksPage(q: Q, filter: { state?: 0 | 1; page: number; perPage: number }) {
    let base = q.selectFrom('pay_banks');
    if (filter.state !== undefined) base = base.where('state', '=', filter.state);
    const [total, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      base
        .selectAll()
        .orderBy('id')
        .limit(filter.perPage)
        .offset((filter.page - 1) * filter.perPage)
        .execute(),
    ]);
    return { total: Number(total.n), rows };
  },

  /** Another receiving account (not `exceptId`) with this number. */
  bankWithNumber(q: Q, bankNo: string, exceptId?: number) {
    let query = q.selectFrom('pay_banks').select('id').where('bank_no', '=', bankNo);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return query.executeTakeFirst();
  },

  insertBank(q: Q, values: Insertable<PayBanksTable>) {
    return q.insertInto('pay_banks').values(values).returningAll().executeTakeFirstOrThrow();
  },

  /** Takes the account's row lock with a no-op write; false when there is no such account. */
  async lockBank(trx: Transaction<DB>, id: number): Promise<boolean> {
    const locked = await trx
      .updateTable('pay_banks')
      .set((eb) => ({ state: eb.ref('state') }))
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(locked.numUpdatedRows) > 0;
  },

  updateBank(q: Q, id: number, values: Updateable<PayBanksTable>) {
    return q.updateTable('pay_banks').set(values).where('id', '=', id).execute();
  },
};
