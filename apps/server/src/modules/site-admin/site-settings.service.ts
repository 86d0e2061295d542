import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingKey, SettingsService } from '../site/settings.service.js';
import type { Actor } from './banners.service.js';
import { plainText, richHtml, siteUrl } from './rules.js';

/**
 * The site settings this console edits, each with its check. Money and campaign settings (USDT
 * rate, withdrawal limits, turnover, red packets) have their own screens and are not accepted here.
 */
const flag = (label: string) => (v: string) => {
  if (v !== '0' && v !== '1') throw new AppError(`${label}只能是 0 或 1`);
  return v;
};

export const SITE_SETTING_RULES = {
  site_title: (v: string) => plainText(v, '站点名称', { max: 32, required: true }),
  site_logo: (v: string) => siteUrl(v, '站点Logo', { required: true }),
  site_state: flag('站点状态'),
  repair_tips: (v: string) => plainText(v, '维护公告', { max: 300 }),
  app_state: flag('APP下载开关'),
  ios_download_url: (v: string) => siteUrl(v, 'iOS下载地址', { kind: 'ios', max: 500 }),
  android_download_url: (v: string) => siteUrl(v, '安卓下载地址', { max: 500 }),
  service_url: (v: string) => siteUrl(v, '在线客服地址', { max: 500 }),
  visit_url: (v: string) => siteUrl(v, '访问跳转地址', { kind: 'absolute', max: 500 }),
  agent_login_url: (v: string) => siteUrl(v, '代理登录地址', { max: 500 }),
  promo_image: (v: string) => siteUrl(v, '悬浮广告图片'),
  promo_link: (v: string) => siteUrl(v, '悬浮广告链接'),
} satisfies Partial<Record<SettingKey, (v: string) => string>>;

export type SiteSettingKey = keyof typeof SITE_SETTING_RULES;
export type SiteSettings = Record<SiteSettingKey, string>;
export const SITE_SETTING_KEYS = Object.keys(SITE_SETTING_RULES) as SiteSettingKey[];

const WELCOME_MAX = 20_000;

export function createSiteSettingsAdmin(deps: {
  db: Kysely<DB>;
  settings: SettingsService;
  audit: AuditService;
}) {
  const { db, settings, audit } = deps;

  /** Current values straight from the database (the 3 s cache may be a moment old). */
  async function current(): Promise<Record<SettingKey, string>> {
    settings.invalidate();
    return settings.all();
  }

  return {
    async get(): Promise<SiteSettings> {
      const all = await current();
      return Object.fromEntries(SITE_SETTING_KEYS.map((k) => [k, all[k]])) as SiteSettings;
    },

    /**
     * Checks every submitted key before writing any; writes only what changed, with one audit
     * entry holding the old and new values. Turning maintenance on or off is its own action name,
     * so the audit log answers "who closed the site" directly. Every node sees the change at
     * once (within a second when Redis cannot be heard: lib/node-cache.ts).
     */
    async update(actor: Actor, input: Partial<SiteSettings>): Promise<{ changed: SiteSettingKey[] }> {
      if (!SITE_SETTING_KEYS.some((k) => input[k] !== undefined)) throw new AppError('请至少修改一项设置');
      const checked: Partial<SiteSettings> = {};
      for (const key of SITE_SETTING_KEYS) {
        const value = input[key];
        if (value !== undefined) checked[key] = SITE_SETTING_RULES[key](value);
      }
      const before = await current();
      const changed = SITE_SETTING_KEYS.filter((k) => checked[k] !== undefined && checked[k] !== before[k]);
      if (changed.length === 0) return { changed };
      const values = Object.fromEntries(changed.map((k) => [k, checked[k]!])) as Partial<SiteSettings>;
      const action =
        values.site_state === '0'
          ? 'site.maintenance.on'
          : values.site_state === '1'
            ? 'site.maintenance.off'
            : 'site.settings.update';
      await inTransaction(db, async (trx) => {
        await settings.set(values, trx);
        await audit.record(
          {
            ...actor,
            action,
            target: { type: 'settings', id: 'site' },
            detail: { keys: changed },
            before: Object.fromEntries(changed.map((k) => [k, before[k]])),
            after: values,
          },
          trx,
        );
      });
      settings.invalidate();
      return { changed };
    },

    async welcome(): Promise<string> {
      return (await current()).index_modal;
    },

    /** The welcome modal's HTML (index_modal); empty means no modal. */
    async saveWelcome(actor: Actor, html: string): Promise<string> {
      const value = richHtml(html, '首页弹窗', { max: WELCOME_MAX });
      const before = (await current()).index_modal;
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
