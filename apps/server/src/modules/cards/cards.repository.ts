import type { Kysely, Transaction } from 'kysely';
import { CARD_TYPE } from '@app/shared';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const cardsRepository = {
  listActive(db: Q, userId: number, type: number) {
    return db
      .selectFrom('cards')
      .select(['id', 'type', 'bank', 'bank_no', 'bank_owner', 'bank_address', 'created_at'])
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
  },

  async countActive(db: Q, userId: number, type: number): Promise<number> {
    const row = await db
      .selectFrom('cards')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('type', '=', type)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Any player's active binding of this number or address. */
  findActiveByNumber(db: Q, type: number, bankNo: string) {
    return db
      .selectFrom('cards')
      .select(['id', 'user_id'])
      .where('type', '=', type)
      .where('bank_no', '=', bankNo)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  insert(
    db: Q,
    row: {
      user_id: number;
      type: number;
      bank: string;
      bank_no: string;
      bank_owner: string;
      bank_address: string;
      created_at: number;
    },
  ) {
    return db.insertInto('cards').values(row).execute();
  },

  /** When the card or address of this id was bound (unbound since or not); undefined if unknown. */
  async boundAt(db: Q, id: number): Promise<number | undefined> {
    const row = await db.selectFrom('cards').select('created_at').where('id', '=', id).executeTakeFirst();
    return row ? Number(row.created_at) : undefined;
  },

  findOwned(db: Q, userId: number, id: number) {
    return db
      .selectFrom('cards')
      .select(['id', 'type', 'bank', 'bank_no', 'bank_owner', 'bank_address'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  /** Returns whether this call unbound it, so two parallel unbinds report one success. */
  async softDelete(db: Q, userId: number, id: number, now: number): Promise<boolean> {
    const res = await db
      .updateTable('cards')
      .set({ deleted_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  banks(db: Q) {
    return db
      .selectFrom('banks')
      .select(['id', 'bank_name'])
      .where('state', '=', 1)
      .orderBy('sort', 'desc')
      .orderBy('id')
      .execute();
  },

  bankByName(db: Q, name: string) {
    return db
      .selectFrom('banks')
      .select('id')
      .where('bank_name', '=', name)
      .where('state', '=', 1)
      .executeTakeFirst();
  },

  /** Every card and address the player has bound, by type, oldest first. */
  allActive(db: Q, userId: number) {
    return db
      .selectFrom('cards')
      .select(['id', 'type', 'bank', 'bank_no', 'bank_owner', 'bank_address', 'created_at'])
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .orderBy('type')
      .orderBy('id')
      .execute();
  },

  async hasAnyActive(db: Q, userId: number): Promise<boolean> {
    const row = await db
      .selectFrom('cards')
      .select('id')
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** The players who bound this card number or address, now or before (unbound ones too). */
  async usersByNumber(db: Q, bankNo: string, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('cards')
      .select('user_id')
      .distinct()
      // Every type named, so the (type, bank_no) index answers it.
      .where('type', 'in', Object.values(CARD_TYPE))
      .where('bank_no', '=', bankNo)
      .orderBy('user_id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.user_id));
  },

  /** A bank of the list by id, whatever its state. */
  async bankName(db: Q, id: number): Promise<string | undefined> {
    const row = await db.selectFrom('banks').select('bank_name').where('id', '=', id).executeTakeFirst();
    return row?.bank_name;
  },
};
