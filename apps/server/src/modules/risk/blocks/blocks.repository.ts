import type { ExpressionBuilder, Insertable, Kysely, Transaction } from 'kysely';
import type { DB, RiskBlockKind, RiskBlocksTable } from '../../../db/schema.js';
import { pageDescending, withTotal } from '../../../db/pages.js';

type Q = Kysely<DB> | Transaction<DB>;

/** In force at `now`: not lifted, and either permanent or not yet past its expiry. */
const activeAt = (now: number) => (eb: ExpressionBuilder<DB, 'risk_blocks'>) =>
  eb.and([eb('lifted_at', 'is', null), eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)])]);

export interface BlockListFilter {
  kind?: RiskBlockKind;
  value?: string;
  /** active: in force now; ended: lifted or expired. */
  state?: 'active' | 'ended';
}

/** The exact keys one event brings: each is looked up by (kind, value) on its index. */
export type BlockKeys = Partial<Record<Exclude<RiskBlockKind, 'ip_range'>, string>>;

export const blocksRepository = {
  insert(q: Q, row: Insertable<RiskBlocksTable>) {
    return q.insertInto('risk_blocks').values(row).returning('id').executeTakeFirstOrThrow();
  },

  byId(q: Q, id: number) {
    return q.selectFrom('risk_blocks').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** The first entry in force on any of `keys` (empty keys name nothing). */
  async firstActive(q: Q, keys: BlockKeys, now: number): Promise<{ id: number } | undefined> {
    const pairs = Object.entries(keys).filter(([, value]) => value);
    if (pairs.length === 0) return undefined;
    return q
      .selectFrom('risk_blocks')
      .select('id')
      .where((eb) =>
        eb.or(
          pairs.map(([kind, value]) =>
            eb.and([eb('kind', '=', kind as RiskBlockKind), eb('value', '=', value!)]),
          ),
        ),
      )
      .where(activeAt(now))
      .limit(1)
      .executeTakeFirst();
  },

  /**
   * In one read, the entries in force that could refuse an event: those on any of `keys` (by the
   * (kind, value) index) and every range (operators keep a few dozen), which the caller matches.
   */
  candidates(q: Q, keys: BlockKeys, now: number) {
    const pairs = Object.entries(keys).filter(([, value]) => value);
    return q
      .selectFrom('risk_blocks')
      .select(['id', 'kind', 'value'])
      .where((eb) =>
        eb.or([
          eb('kind', '=', 'ip_range'),
          ...pairs.map(([kind, value]) =>
            eb.and([eb('kind', '=', kind as RiskBlockKind), eb('value', '=', value!)]),
          ),
        ]),
      )
      .where(activeAt(now))
      .execute();
  },

  page(q: Q, filter: BlockListFilter, now: number, page: number, perPage: number) {
    let base = q.selectFrom('risk_blocks');
    if (filter.kind) base = base.where('kind', '=', filter.kind);
    if (filter.value) base = base.where('value', '=', filter.value);
    if (filter.state === 'active') base = base.where(activeAt(now));
    if (filter.state === 'ended') base = base.where((eb) => eb.not(activeAt(now)(eb)));
    return withTotal(q, base, pageDescending(base.selectAll(), ['created_at', 'id'], page, perPage));
  },

  /** Lifts an entry still in force; the row when this call lifted it (two operators lift once). */
  lift(q: Q, id: number, by: number, now: number) {
    return q
      .updateTable('risk_blocks')
      .set({ lifted_by: by, lifted_at: now })
      .where('id', '=', id)
      .where(activeAt(now))
      .returningAll()
      .executeTakeFirst();
  },
};
