import { z } from 'zod';
import { MIN_WITHDRAW_FEN } from './withdraw.js';
import {
  clockTime,
  hoursWindow,
  isTextKind,
  multiple,
  oneOf,
  onOff,
  plainText,
  richText,
  siteUrl,
  storedText,
  usdtRate,
  wholeNumber,
  yuanAmount,
} from './setting-kinds.js';

const MAX_WITHDRAW_FEN = 100_000_000;
const feeRefused = (chain: string) => `${chain} 手续费须为 0-100 USDT，最多两位小数`;
const fee = (chain: string) => yuanAmount({ invalid: feeRefused(chain), max: [10_000, feeRefused(chain)] });
const time = () => clockTime('时间格式为 HH:mm');

/**
 * Every site setting: how it is stored (text in the settings table), what it is read as, the
 * default when nothing is stored, and the rule a new value must pass (with the message the console
 * shows). The site module reads the table through this once; everything else gets the typed value.
 */
const SHAPE = {
  // The site screen (settings permission), in the screen's order.
  site_title: plainText('站点名称', { max: 32, required: true }).prefault('金沙娱乐'),
  site_logo: siteUrl('站点Logo', { required: true }).prefault('/img/logo.svg'),
  /** Open (true) or in maintenance. */
  site_state: onOff('站点状态').prefault('1'),
  repair_tips: plainText('维护公告', { max: 300 }).prefault(
    '网站系统升级维护中，给您带来不便敬请谅解，请稍后再访问。',
  ),
  app_state: onOff('APP下载开关').prefault('1'),
  ios_download_url: siteUrl('iOS下载地址', { kind: 'ios', max: 500 }).prefault(''),
  android_download_url: siteUrl('安卓下载地址', { max: 500 }).prefault(''),
  service_url: siteUrl('在线客服地址', { max: 500 }).prefault(''),
  visit_url: siteUrl('访问跳转地址', { kind: 'absolute', max: 500 }).prefault(''),
  agent_login_url: siteUrl('代理登录地址', { max: 500 }).prefault(''),
  promo_image: siteUrl('悬浮广告图片').prefault('/img/promo-float.svg'),
  promo_link: siteUrl('悬浮广告链接').prefault('/discount'),
  /** The welcome modal's HTML; empty means none. */
  index_modal: richText('首页弹窗', 20_000).prefault(''),
  webcontent: storedText().prefault(''),

  // Rate and withdrawal rules (their own screen). Fees are USDT cents, limits fen.
  usdt_rate: usdtRate('USDT 汇率须在 1 到 100 之间，最多 4 位小数').prefault('7.20'),
  withdraw_min: yuanAmount({
    invalid: '最低取款金额格式不正确，请输入金额（最多两位小数）',
    min: [MIN_WITHDRAW_FEN, '最低取款金额不能低于 100 元'],
  }).prefault('100.00'),
  withdraw_max: yuanAmount({
    invalid: '最高取款金额格式不正确，请输入金额（最多两位小数）',
    max: [MAX_WITHDRAW_FEN, '最高取款金额不能超过 1000000 元'],
  }).prefault('50000.00'),
  /** 0 is no limit. */
  withdraw_daily_count: wholeNumber({
    min: 0,
    max: 100,
    digits: 3,
    invalid: '每日取款次数须为 0-100 的整数（0 为不限）',
  }).prefault('5'),
  /** Beijing time, "HH:mm-HH:mm"; "00:00-24:00" is all day. */
  withdraw_hours: hoursWindow({
    invalid: '取款时间格式为 HH:mm-HH:mm，例如 09:00-23:00',
    empty: '取款开始与结束时间不能相同（全天请填 00:00-24:00）',
  }).prefault('00:00-24:00'),
  withdraw_fee_trc20: fee('TRC20').prefault('1.00'),
  withdraw_fee_erc20: fee('ERC20').prefault('5.00'),
  /** The risk check's automatic approval: a request with no rule hit, at most this much, is paid. */
  withdraw_auto_approve: onOff('取款自动审核').prefault('0'),
  /** Fen. */
  withdraw_auto_approve_max_fen: yuanAmount({
    invalid: '自动审核金额格式不正确，请输入金额（最多两位小数）',
    max: [MAX_WITHDRAW_FEN, '自动审核金额不能超过 1000000 元'],
  }).prefault('1000.00'),

  /** Each credited deposit or bonus adds its amount times this to the turnover requirement. */
  turnover_multiple: multiple('存款流水倍数须为 0 到 999 之间的数').prefault('1'),
  /** A claimed rebate adds its amount times this to the turnover requirement. */
  rebate_turnover_multiple: multiple('返水流水倍数须为 0 到 999 之间的数').prefault('1'),

  // The red packet campaign (its own screen): the daily draw window and the deposit counting
  // window, in Beijing minutes after midnight (counting starts the day before).
  redpacket_switch: onOff('红包开关').prefault('1'),
  redpacket_draw_start: time().prefault('10:00'),
  redpacket_draw_end: time().prefault('12:00'),
  redpacket_count_start: time().prefault('12:00'),
  redpacket_count_end: time().prefault('10:00'),
  /** A red packet adds its amount times this to the turnover requirement. */
  redpacket_turnover_multiple: multiple('流水倍数格式不正确').prefault('1'),

  /** Minutes between reality-check reminders while a game is open (a player may choose their own). */
  reality_check_minutes: wholeNumber({
    min: 1,
    max: 1440,
    digits: 4,
    invalid: '提醒间隔须为 1 到 1440 分钟',
  }).prefault('60'),
  /** Fen: a manual balance adjustment larger than this (either sign) waits for a second operator. */
  adjust_approval_threshold: yuanAmount({
    invalid: '调账复核金额格式不正确，请输入金额（最多两位小数）',
  }).prefault('1000.00'),

  // Risk control's registration caps (the 黑名单 screen), counted per Beijing day; 0 is no cap.
  // An address is shared (mobile carriers' NAT, internet cafés, offices), a device id is one
  // browser: the address cap is the looser one (docs/decisions.md).
  register_per_ip_daily: wholeNumber({
    min: 0,
    max: 10_000,
    digits: 5,
    invalid: '同一 IP 每日注册上限须为 0-10000 的整数（0 为不限）',
  }).prefault('10'),
  register_per_device_daily: wholeNumber({
    min: 0,
    max: 10_000,
    digits: 5,
    invalid: '同一设备每日注册上限须为 0-10000 的整数（0 为不限）',
  }).prefault('3'),

  // The agent programme (its own screen).
  /** Commission settled monthly or weekly, on the Beijing calendar. */
  agent_period: oneOf(['month', 'week'], '结算周期只能是按月或按周').prefault('month'),
  /** Levels of the agent tree: a top agent is level 1; one at the last level opens no sub-agents. */
  agent_max_depth: wholeNumber({
    min: 1,
    max: 10,
    digits: 2,
    invalid: '代理层级须为 1 到 10 的整数',
  }).prefault('3'),
  /** A paid commission adds its amount times this to the agent's turnover requirement. */
  agent_commission_turnover_multiple: multiple('佣金流水倍数须为 0 到 999 之间的数').prefault('1'),
  /** Fen: a statement paying more than this needs a second operator's confirmation. */
  agent_commission_approval_threshold: yuanAmount({ invalid: '复核金额格式不正确' }).prefault('5000.00'),

  // Risk control (风控).
  /** Days each event's client (IP, device id) is kept; a leased job deletes older ones. */
  risk_signal_retention_days: wholeNumber({
    min: 30,
    max: 3650,
    digits: 4,
    invalid: '风控记录保留天数须为 30 到 3650 的整数',
  }).prefault('180'),
};

export type Settings = Readonly<z.output<z.ZodObject<typeof SHAPE>>>;
export type SettingKey = keyof typeof SHAPE;
/** Settings as stored: text. */
export type SettingTexts = Record<SettingKey, string>;
export const SETTING_KEYS = Object.keys(SHAPE) as SettingKey[];

/** Rules between settings, checked whenever one of their keys changes. */
const CROSS_RULES: Array<{ keys: readonly SettingKey[]; refused: (s: Settings) => string | null }> = [
  {
    keys: ['withdraw_min', 'withdraw_max'],
    refused: (s) => (s.withdraw_max <= s.withdraw_min ? '最高取款金额须高于最低取款金额' : null),
  },
];

/** The one schema: stored texts in (a missing key is its default), typed settings out. */
export const settingsSchema = z.object(SHAPE).superRefine((settings, ctx) => {
  for (const rule of CROSS_RULES) {
    const message = rule.refused(settings);
    if (message) ctx.addIssue({ code: 'custom', message, path: [rule.keys.at(-1)!] });
  }
});

/** Why `text` cannot be stored as `key` (null when it can): the console checks each field with this. */
export function settingRefusal(key: SettingKey, text: string): string | null {
  const result = SHAPE[key].safeDecode(text);
  return result.success ? null : (result.error.issues[0]?.message ?? '设置格式不正确');
}

/**
 * A request field that carries the text of setting `key` (a form that saves several settings under
 * its own names, e.g. the red packet campaign's): refused with the setting's own message.
 */
export const settingField = (key: SettingKey) =>
  z.string().superRefine((text, ctx) => {
    const message = settingRefusal(key, text);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/**
 * The stored texts read as settings, frozen. A key not stored reads as its default; a text its
 * rule refuses (stored by hand, or before the rule) reads as the default too, except text, which
 * reads as stored (it is escaped or sanitised wherever it is shown).
 */
export function readSettings(stored: Readonly<Partial<Record<string, string>>>): Settings {
  const settings: Record<string, unknown> = {};
  for (const key of SETTING_KEYS) {
    const field = SHAPE[key];
    const text = Object.hasOwn(stored, key) ? stored[key] : undefined;
    const read = field.safeDecode(text as string);
    if (read.success) settings[key] = read.data;
    else settings[key] = isTextKind(field.unwrap()) ? text : field.decode(undefined as unknown as string);
    if (typeof settings[key] === 'object') Object.freeze(settings[key]);
  }
  return Object.freeze(settings) as Settings;
}

/** A setting's value as it is stored and as the console shows it. */
export function settingText<K extends SettingKey>(key: K, value: Settings[K]): string {
  return z.encode(SHAPE[key] as z.ZodType<unknown, string>, value);
}

/** The texts of `keys`. */
export function settingTexts<K extends SettingKey>(
  settings: Settings,
  keys: readonly K[],
): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, settingText(k, settings[k])])) as Record<K, string>;
}

export type SettingChanges = Partial<Record<SettingKey, string>>;

/**
 * New texts checked against their rules, and with the settings they leave (`current` with them),
 * against the rules between settings: the values and the texts to store, or the first refusal.
 */
export function checkSettingChanges(
  changes: SettingChanges,
  current: Settings,
): { values: Partial<Settings>; texts: Partial<SettingTexts> } | { refused: string } {
  const keys = SETTING_KEYS.filter((k) => changes[k] !== undefined);
  const values: Record<string, unknown> = {};
  for (const key of keys) {
    const read = SHAPE[key].safeDecode(changes[key]!);
    if (!read.success) return { refused: read.error.issues[0]?.message ?? '设置格式不正确' };
    values[key] = read.data;
  }
  const after = { ...current, ...values } as Settings;
  for (const rule of CROSS_RULES) {
    const message = rule.keys.some((k) => keys.includes(k)) ? rule.refused(after) : null;
    if (message) return { refused: message };
  }
  const texts = Object.fromEntries(keys.map((k) => [k, settingText(k, after[k])]));
  return { values: values as Partial<Settings>, texts };
}
