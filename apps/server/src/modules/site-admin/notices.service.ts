import type { Kysely } from 'kysely';
import type { NoticeKind, NoticeRow } from '@app/shared/admin-contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import { orderedItemChanges, type Actor } from './ordered-items.js';
import { plainText, richHtml } from './rules.js';
import { siteContent } from '../site/site.public.js';

/**
 * A notice is one of two kinds the player client reads: `marquee`, the plain-text lines scrolling
 * under the home carousel (/api/homenotice), and `announcement`, titled HTML notices in the home
 * popup and the message centre (/api/noticeList).
 */

export interface NoticeInput {
  kind: NoticeKind;
  title: string;
  content: string;
  sort: number;
  state: 0 | 1;
}

const MARQUEE_MAX = 200;
const TITLE_MAX = 64;
const CONTENT_MAX = 20_000;
const NOT_FOUND = '公告不存在或已删除';

type Row = {
  id: number;
  kind: NoticeKind;
  title: string;
  content: string;
  sort: number;
  state: number;
  created_at: number | string;
};
const view = (r: Row): NoticeRow => ({
  id: Number(r.id),
  kind: r.kind,
  title: r.title,
  content: r.content,
  sort: Number(r.sort),
  state: Number(r.state),
  created_at: formatBeijing(new Date(Number(r.created_at))),
});
const snapshot = (r: Row) => ({
  kind: r.kind,
  title: r.title,
  content: r.content,
  sort: Number(r.sort),
  state: Number(r.state),
});

/** A marquee line is plain text without a title; an announcement has a title and sanitised HTML. */
function checkInput(input: NoticeInput): NoticeInput {
  if (input.kind === 'marquee') {
    return {
      ...input,
      title: '',
      content: plainText(input.content, '滚动公告内容', { max: MARQUEE_MAX, required: true }),
    };
  }
  return {
    ...input,
    title: plainText(input.title, '公告标题', { max: TITLE_MAX, required: true }),
    content: richHtml(input.content, '公告内容', { max: CONTENT_MAX, required: true }),
  };
}

export function createNoticesAdmin(deps: { db: Kysely<DB>; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const changes = orderedItemChanges<Row, NoticeInput>({
    db,
    audit,
    table: 'notices',
    target: 'notice',
    notFound: NOT_FOUND,
    find: siteContent.notice,
    snapshot,
  });

  return {
    /** One kind, in the order players see it: sort high to low, newest first among equals. */
    async list(filter: {
      kind: NoticeKind;
      state?: 0 | 1;
      page: number;
      perPage: number;
    }): Promise<{ total: number; data: NoticeRow[] }> {
      const { total, rows } = await siteContent.noticesPage(db, filter);
      return { total, data: rows.map(view) };
    },

    async create(actor: Actor, input: NoticeInput): Promise<number> {
      const values = checkInput(input);
      return inTransaction(db, async (trx) => {
        const id = await siteContent.insertNotice(trx, {
          ...values,
          created_at: clock.now().getTime(),
        });
        await audit.record(
          { ...actor, action: 'notice.create', target: { type: 'notice', id }, after: values },
          trx,
        );
        return id;
      });
    },

    update: (actor: Actor, id: number, input: NoticeInput) => changes.update(actor, id, checkInput(input)),
    setState: changes.setState,
    remove: changes.remove,
  };
}

export type NoticesAdmin = ReturnType<typeof createNoticesAdmin>;
