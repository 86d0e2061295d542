import { z } from 'zod';
import { multiline, text } from '../input.js';
import type { SettingKey } from '../../rules/site-settings.js';
import { adminPaging } from './paging.js';

/**
 * The site as operators run it: home banners, notices (the marquee and announcements), the
 * welcome modal, image uploads (content permission) and site settings with maintenance mode
 * (settings permission). Every refused change is audited.
 */

const state = z.union([z.literal(0), z.literal(1)], { error: '状态只能是 0（停用）或 1（启用）' });
const sort = z.number().int('排序须为整数').min(0, '排序不能小于0').max(9999, '排序不能大于9999');
/** A list filter: "1" enabled, "0" disabled. */
const stateFilter = z
  .enum(['0', '1'])
  .transform((v) => Number(v) as 0 | 1)
  .optional();

/** Enabling (1) or disabling (0) a banner or a notice. */
export const siteItemStateBody = z.strictObject({ state });
export type SiteItemState = z.infer<typeof siteItemStateBody>;

// Banners ------------------------------------------------------------------------------------

export const bannersQuery = z.strictObject({ ...adminPaging, state: stateFilter });
export const bannerBody = z.strictObject({
  /** An uploaded image (/uploads/site/…). */
  src: text(255),
  link: text(1000).default(''),
  sort: sort.default(0),
  state: state.default(1),
});
export type BannerInput = z.input<typeof bannerBody>;
/** One place up or down in the players' order. */
export const bannerMoveBody = z.strictObject({
  direction: z.enum(['up', 'down'], { error: '方向只能是 up 或 down' }),
});
export type BannerMove = z.infer<typeof bannerMoveBody>;

export interface BannerRow {
  id: number;
  src: string;
  link: string;
  sort: number;
  state: number;
  created_at: string;
}

// Notices ------------------------------------------------------------------------------------

export const NOTICE_KINDS = ['marquee', 'announcement'] as const;
/**
 * marquee: the scrolling line under the home carousel; announcement: titled notices in the popup
 * and message centre.
 */
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const noticeBody = z.strictObject({
  kind: z.enum(NOTICE_KINDS, { error: '公告类型只能是 marquee 或 announcement' }),
  title: text(1000).default(''),
  /** Plain text for the marquee; HTML the server sanitises for announcements. */
  content: multiline(100_000),
  sort: sort.default(0),
  state: state.default(1),
});
export type NoticeInput = z.input<typeof noticeBody>;
export const noticesQuery = z.strictObject({
  ...adminPaging,
  kind: noticeBody.shape.kind,
  state: stateFilter,
});

export interface NoticeRow {
  id: number;
  kind: NoticeKind;
  title: string;
  /** Plain text for the marquee; server-sanitised HTML for announcements. */
  content: string;
  sort: number;
  state: number;
  created_at: string;
}

// The welcome modal and uploaded images -----------------------------------------------------

/** The welcome modal's HTML (index_modal); empty means no modal. The answer is what was kept. */
export const welcomeBody = z.strictObject({ html: multiline(100_000) });
export type Welcome = z.infer<typeof welcomeBody>;

/** POST /admin/api/site/images (multipart, one file): where the image is served. */
export interface UploadedImage {
  url: string;
}

// Site settings ------------------------------------------------------------------------------

/**
 * The settings the settings screen edits (each checked by the shared settings schema); money and
 * campaign settings have their own screens.
 */
export const SITE_SETTING_KEYS = [
  'site_title',
  'site_logo',
  'site_state',
  'repair_tips',
  'app_state',
  'ios_download_url',
  'android_download_url',
  'service_url',
  'visit_url',
  'agent_login_url',
  'promo_image',
  'promo_link',
  'risk_signal_retention_days',
] as const satisfies readonly SettingKey[];
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

/** As stored (flags are '0' / '1'; site_state '1' open, '0' maintenance). */
export type SiteSettings = Record<SiteSettingKey, string>;

/** Only the keys to change; the server checks each and audits old and new values. */
export const siteSettingsBody = z.strictObject(
  Object.fromEntries(SITE_SETTING_KEYS.map((k) => [k, multiline(2000).optional()])) as Record<
    SiteSettingKey,
    z.ZodOptional<z.ZodString>
  >,
);

export interface SiteSettingsChange {
  /** The keys whose value changed; none when every value was already stored. */
  changed: SiteSettingKey[];
}
