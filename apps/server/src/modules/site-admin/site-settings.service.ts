import type { Kysely } from 'kysely';
import { settingTexts } from '@app/shared';
import { SITE_SETTING_KEYS, type SiteSettingKey, type SiteSettings } from '@app/shared/admin-contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingsService } from '../site/settings.service.js';
import type { Actor } from './banners.service.js';
import { richHtml } from './rules.js';

/**
 * The site settings this console edits (SITE_SETTING_KEYS), each checked by the shared settings
 * schema. Money and campaign settings (USDT rate, withdrawal limits, turnover, red packets) have
 * their own screens and are not accepted here.
 */
const WELCOME_MAX = 20_000;

export function createSiteSettingsAdmin(deps: {
  db: Kysely<DB>;
  settings: SettingsService;
  audit: AuditService;
}) {
  const { db, settings, audit } = deps;

  /** The stored texts, straight from the database (the 3 s cache may be a moment old). */
  const current = async (): Promise<SiteSettings> =>
    settingTexts(await settings.current(), SITE_SETTING_KEYS);

  return {
    get: current,

    /**
     * Checks every submitted key before writing any; writes only what changed, with one audit
     * entry holding the old and new values. Turning maintenance on or off is its own action name,
     * so the audit log answers "who closed the site" directly. Every node sees the change at
     * once (within a second when Redis cannot be heard: lib/node-cache.ts).
     */
    async update(actor: Actor, input: Partial<SiteSettings>): Promise<{ changed: SiteSettingKey[] }> {
      if (!SITE_SETTING_KEYS.some((k) => input[k] !== undefined)) throw new AppError('请至少修改一项设置');
      const submitted = Object.fromEntries(SITE_SETTING_KEYS.map((k) => [k, input[k]]));
      const { values, texts } = await settings.check(submitted);
      const before = await current();
      const changed = SITE_SETTING_KEYS.filter((k) => texts[k] !== undefined && texts[k] !== before[k]);
      if (changed.length === 0) return { changed };
      const after = Object.fromEntries(changed.map((k) => [k, texts[k]!])) as Partial<SiteSettings>;
      const action = !changed.includes('site_state')
        ? 'site.settings.update'
        : values.site_state
          ? 'site.maintenance.off'
          : 'site.maintenance.on';
      await inTransaction(db, async (trx) => {
        await settings.set(after, trx);
        await audit.record(
          {
            ...actor,
            action,
            target: { type: 'settings', id: 'site' },
            detail: { keys: changed },
            before: Object.fromEntries(changed.map((k) => [k, before[k]])),
            after,
          },
          trx,
        );
      });
      settings.invalidate();
      return { changed };
    },

    async welcome(): Promise<string> {
      return (await settings.current()).index_modal;
    },

    /** The welcome modal's HTML (index_modal), sanitised; empty means no modal. */
    async saveWelcome(actor: Actor, html: string): Promise<string> {
      const value = richHtml(html, '首页弹窗', { max: WELCOME_MAX });
      const before = (await settings.current()).index_modal;
      if (value === before) return value;
      await inTransaction(db, async (trx) => {
        await settings.set({ index_modal: value }, trx);
        await audit.record(
          {
            ...actor,
            action: 'site.welcome.update',
            target: { type: 'settings', id: 'index_modal' },
            before: { index_modal: before },
            after: { index_modal: value },
          },
          trx,
        );
      });
      settings.invalidate();
      return value;
    },
  };
}

export type SiteSettingsAdmin = ReturnType<typeof createSiteSettingsAdmin>;
