import type { Kysely } from 'kysely';
import type { AppInfo, Announcement, Banner, Paged } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { pageOf } from '../../lib/paging.js';
import { formatBeijing } from '../../lib/clock.js';
import { sanitizeRichHtml } from '../../lib/sanitize.js';
import type { SettingsService } from './settings.service.js';
import { siteRepository } from './site.repository.js';

export function createSiteService(db: Kysely<DB>, settings: SettingsService) {
  return {
    async appInfo(): Promise<AppInfo> {
      const s = await settings.values();
      return {
        title: s.site_title,
        site_logo: s.site_logo,
        site_state: s.site_state ? 1 : 0,
        repair_tips: s.repair_tips,
        redpacket_switch: s.redpacket_switch ? 1 : 0,
        index_modal: sanitizeRichHtml(s.index_modal),
        webcontent: s.webcontent,
        app_state: s.app_state ? 1 : 0,
        ios_download_url: s.ios_download_url,
        android_download_url: s.android_download_url,
        promo_image: s.promo_image,
        promo_link: s.promo_link,
      };
    },

    async urls() {
      const s = await settings.values();
      return {
        visit: s.visit_url,
        // Without an external agent system, agents sign in to our own agent console (apps/agent).
        agentLogin: s.agent_login_url || '/agent/',
        // Without a third-party live chat configured, players reach our own support page.
        service: s.service_url || '/support',
      };
    },

    async banners(type: number): Promise<Banner[]> {
      return siteRepository.banners(db, type);
    },

    async marquee(): Promise<string[]> {
      return (await siteRepository.marquee(db)).map((r) => r.content);
    },

    async announcements(page: number): Promise<Paged<Announcement>> {
      const perPage = 10;
      const { rows, total } = await siteRepository.announcements(db, page, perPage);
      const data = rows.map((r) => ({
        ...r,
        content: sanitizeRichHtml(r.content),
        created_at: formatBeijing(new Date(Number(r.created_at))),
      }));
      return pageOf(data, total, page, perPage);
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
