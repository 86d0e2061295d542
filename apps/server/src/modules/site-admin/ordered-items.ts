import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import { siteContent, type OrderedTable } from '../site/site.public.js';

export interface Actor {
  operatorId: number;
  ip: string;
}

type Q = Kysely<DB> | Transaction<DB>;

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
        await siteContent.updateItem(trx, table, id, values);
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
        await siteContent.updateItem(trx, table, id, { state });
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
        await siteContent.deleteItem(trx, table, id);
        await audit.record(
          { ...actor, action: `${target}.delete`, target: { type: target, id }, before: snapshot(before) },
          trx,
        );
      });
    },
  };
}
