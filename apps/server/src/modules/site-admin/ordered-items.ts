import type { Kysely, SelectExpression, SelectQueryBuilder, Selection, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';

export interface Actor {
  operatorId: number;
  ip: string;
}

type Q = Kysely<DB> | Transaction<DB>;

/** The site's items players see in `sort` order and an operator switches on or off. */
type OrderedTable = 'banners' | 'notices';

/** One page and the total, in the order players see the items: sort high to low, newest first among equals. */
export async function pageInPlayersOrder<TB extends OrderedTable, C extends SelectExpression<DB, TB>>(
  base: SelectQueryBuilder<DB, TB, object>,
  columns: readonly C[],
  paging: { page: number; perPage: number },
): Promise<{ total: number; rows: Selection<DB, TB, C>[] }> {
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(columns)
      .orderBy('sort', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/**
 * Update, switch on/off and delete of one row of an ordered, switchable item (banner, notice): the
 * row is read again inside the transaction (gone: `notFound`), changed, and the change audited
 * (`<target>.update|enable|disable|delete`, before and after) in the same transaction.
 */
export function orderedItemChanges<Row extends { state: number }, Values extends object>(deps: {
  db: Kysely<DB>;
  audit: AuditService;
  table: OrderedTable;
  target: 'banner' | 'notice';
  notFound: string;
  find: (q: Q, id: number) => Promise<Row | undefined>;
  snapshot: (row: Row) => Record<string, unknown>;
}) {
  const { db, audit, table, target, notFound, find, snapshot } = deps;

  async function existing(trx: Transaction<DB>, id: number): Promise<Row> {
    const before = await find(trx, id);
    if (!before) throw new AppError(notFound);
    return before;
  }

  return {
    async update(actor: Actor, id: number, values: Values): Promise<void> {
      await inTransaction(db, async (trx) => {
        const before = await existing(trx, id);
        await trx.updateTable(table).set(values).where('id', '=', id).execute();
        await audit.record(
          {
            ...actor,
            action: `${target}.update`,
            target: { type: target, id },
            before: snapshot(before),
            after: values,
          },
          trx,
        );
      });
    },

    async setState(actor: Actor, id: number, state: 0 | 1): Promise<void> {
      await inTransaction(db, async (trx) => {
        const before = await existing(trx, id);
        await trx.updateTable(table).set({ state }).where('id', '=', id).execute();
        await audit.record(
          {
            ...actor,
            action: state ? `${target}.enable` : `${target}.disable`,
            target: { type: target, id },
            before: { state: Number(before.state) },
            after: { state },
          },
          trx,
        );
      });
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        const before = await existing(trx, id);
        await trx.deleteFrom(table).where('id', '=', id).execute();
        await audit.record(
          { ...actor, action: `${target}.delete`, target: { type: target, id }, before: snapshot(before) },
          trx,
        );
      });
    },
  };
}
