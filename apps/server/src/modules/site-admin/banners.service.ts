import type { Kysely } from 'kysely';
import { parseSiteLink, SITE_LINK_MSG } from '@app/shared';
import type { BannerRow } from '@app/shared/admin-contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SiteImages } from './site-images.js';
import { orderedItemChanges, type Actor } from './ordered-items.js';
import { siteContent } from '../site/site.public.js';

export type { Actor } from './ordered-items.js';

export interface BannerInput {
  src: string;
  link: string;
  sort: number;
  state: 0 | 1;
}

const BANNER_MSG = {
  image: '请上传轮播图图片',
  notFound: '轮播图不存在或已删除',
} as const;

type Row = {
  id: number;
  src: string;
  link: string;
  sort: number;
  state: number;
  created_at: number | string;
};
const view = (r: Row): BannerRow => ({
  id: Number(r.id),
  src: r.src,
  link: r.link,
  sort: Number(r.sort),
  state: Number(r.state),
  created_at: formatBeijing(new Date(Number(r.created_at))),
});
const snapshot = (r: Row) => ({ src: r.src, link: r.link, sort: Number(r.sort), state: Number(r.state) });

/**
 * Home banners: each change is written and audited (before and after) in one transaction. A banner
 * always leads somewhere: one of the site's pages (SITE_LINKS) or a promotion players can open.
 */
export function createBannersAdmin(deps: {
  db: Kysely<DB>;
  clock: Clock;
  audit: AuditService;
  images: SiteImages;
  /** Whether players can open this promotion's detail page now. */
  activityShown: (id: number) => Promise<boolean>;
}) {
  const { db, clock, audit, images } = deps;

  async function checkLink(value: string): Promise<string> {
    const link = value.trim();
    if (!link) throw new AppError(SITE_LINK_MSG.required);
    const target = parseSiteLink(link);
    if (!target) throw new AppError(SITE_LINK_MSG.unknown);
    if (target.kind === 'activity' && !(await deps.activityShown(target.id)))
      throw new AppError(SITE_LINK_MSG.activity);
    return link;
  }

  /** An uploaded image that exists, or (when editing) the banner's current image unchanged. */
  async function checkInput(input: BannerInput, current?: string): Promise<BannerInput> {
    const src = input.src.trim();
    if (src !== current && !(await images.exists(src))) throw new AppError(BANNER_MSG.image);
    return { src, link: await checkLink(input.link), sort: input.sort, state: input.state };
  }

  const changes = orderedItemChanges<Row, BannerInput>({
    db,
    audit,
    table: 'banners',
    target: 'banner',
    notFound: BANNER_MSG.notFound,
    find: siteContent.banner,
    snapshot,
  });

  return {
    /** In the order players see them: sort high to low, newest first among equals. */
    async list(filter: {
      state?: 0 | 1;
      page: number;
      perPage: number;
    }): Promise<{ total: number; data: BannerRow[] }> {
      const { total, rows } = await siteContent.bannersPage(db, filter);
      return { total, data: rows.map(view) };
    },

    async create(actor: Actor, input: BannerInput): Promise<number> {
      const values = await checkInput(input);
      return inTransaction(db, async (trx) => {
        const id = await siteContent.insertBanner(trx, {
          ...values,
          created_at: clock.now().getTime(),
        });
        await audit.record(
          { ...actor, action: 'banner.create', target: { type: 'banner', id }, after: values },
          trx,
        );
        return id;
      });
    },

    async update(actor: Actor, id: number, input: BannerInput): Promise<void> {
      const current = await siteContent.banner(db, id);
      if (!current) throw new AppError(BANNER_MSG.notFound);
      await changes.update(actor, id, await checkInput(input, current.src));
    },

    setState: changes.setState,

    /** The uploaded image stays on disk: the audit log and other settings may still name it. */
    remove: changes.remove,

    /**
     * Moves a banner one place up or down in the players' order. The whole list is renumbered
     * (sort n..1) so that equal sort values cannot make a move a no-op.
     */
    async move(actor: Actor, id: number, direction: 'up' | 'down'): Promise<void> {
      await inTransaction(db, async (trx) => {
        const ids = await siteContent.bannerOrder(trx);
        const at = ids.indexOf(id);
        if (at < 0) throw new AppError(BANNER_MSG.notFound);
        const to = direction === 'up' ? at - 1 : at + 1;
        if (to < 0 || to >= ids.length)
          throw new AppError(direction === 'up' ? '已经是第一张' : '已经是最后一张');
        const order = [...ids];
        [order[at], order[to]] = [order[to]!, order[at]!];
        for (const [i, bannerId] of order.entries()) {
          await siteContent.setBannerSort(trx, bannerId, order.length - i);
        }
        await audit.record(
          {
            ...actor,
            action: 'banner.reorder',
            target: { type: 'banner', id },
            detail: { direction },
            before: { order: ids },
            after: { order },
          },
          trx,
        );
      });
    },
  };
}

export type BannersAdmin = ReturnType<typeof createBannersAdmin>;
