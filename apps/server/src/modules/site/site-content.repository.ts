import type { Insertable, Kysely, Transaction } from 'kysely';
import { pageInPlayersOrder } from '../../db/page-in-players-order.js';
import type { BannersTable, DB, NoticesTable } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The mobile home carousel (spec 000 §7: bannerList type=2). */
export const HOME_BANNER_TYPE = 2;

/** The site's items players see in `sort` order and an operator switches on or off. */
export type OrderedTable = 'banners' | 'notices';

const BANNER_COLUMNS = ['id', 'src', 'link', 'sort', 'state', 'created_at'] as const;
const NOTICE_COLUMNS = ['id', 'kind', 'title', 'content', 'sort', 'state', 'created_at'] as const;

/** The console's reads and writes of the site's banners and notices (through site.public.ts). */
export const siteContentRepository = {
  /** A home banner (banners of other types are not the console's). */
  banner(q: Q, id: number) {
    return q
      .selectFrom('banners')
      .select(BANNER_COLUMNS)
      .where('id', '=', id)
      .where('type', '=', HOME_BANNER_TYPE)
      .executeTakeFirst();
  },

  bannersPage(q: Q, filter: { state?: 0 | 1; page: number; perPage: number }) {
    let base = q.selectFrom('banners').where('type', '=', HOME_BANNER_TYPE);
    if (filter.state !== undefined) base = base.where('state', '=', filter.state);
    return pageInPlayersOrder(base, (rows) => rows.select(BANNER_COLUMNS), filter);
  },

  async insertBanner(q: Q, values: Omit<Insertable<BannersTable>, 'type'>): Promise<number> {
    const row = await q
      .insertInto('banners')
      .values({ type: HOME_BANNER_TYPE, ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /** Home banner ids in the players' order. */
  async bannerOrder(q: Q): Promise<number[]> {
    const rows = await q
      .selectFrom('banners')
      .select('id')
      .where('type', '=', HOME_BANNER_TYPE)
      .orderBy('sort', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((r) => Number(r.id));
  },

  setBannerSort(q: Q, id: number, sort: number) {
    return q.updateTable('banners').set({ sort }).where('id', '=', id).execute();
  },

  notice(q: Q, id: number) {
    return q.selectFrom('notices').select(NOTICE_COLUMNS).where('id', '=', id).executeTakeFirst();
  },

  noticesPage(q: Q, filter: { kind: NoticesTable['kind']; state?: 0 | 1; page: number; perPage: number }) {
    let base = q.selectFrom('notices').where('kind', '=', filter.kind);
    if (filter.state !== undefined) base = base.where('state', '=', filter.state);
    return pageInPlayersOrder(base, (rows) => rows.select(NOTICE_COLUMNS), filter);
  },

  async insertNotice(q: Q, values: Insertable<NoticesTable>): Promise<number> {
    const row = await q.insertInto('notices').values(values).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  },

  updateItem<Values extends object>(q: Q, table: OrderedTable, id: number, values: Values) {
    return q.updateTable(table).set(values).where('id', '=', id).execute();
  },

  deleteItem(q: Q, table: OrderedTable, id: number) {
    return q.deleteFrom(table).where('id', '=', id).execute();
  },
};
