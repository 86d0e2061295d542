import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ClusterBus } from '../../lib/cluster-bus.js';
import { createNodeCache } from '../../lib/node-cache.js';
import { siteRepository } from './site.repository.js';

/** Every operator-editable site setting with its default; the back office edits these keys. */
export const SETTING_DEFAULTS = {
  site_title: '金沙娱乐',
  site_logo: '/img/logo.svg',
  site_state: '1',
  repair_tips: '网站系统升级维护中，给您带来不便敬请谅解，请稍后再访问。',
  redpacket_switch: '1',
  index_modal: '',
  webcontent: '',
  app_state: '1',
  ios_download_url: '',
  android_download_url: '',
  visit_url: '',
  agent_login_url: '',
  service_url: '',
  promo_image: '/img/promo-float.svg',
  promo_link: '/discount',
  usdt_rate: '7.20',
  withdraw_fee_erc20: '5.00',
  withdraw_fee_trc20: '1.00',
  withdraw_min: '100.00',
  withdraw_max: '50000.00',
  withdraw_daily_count: '5',
  /** Beijing time, "HH:mm-HH:mm"; "00:00-24:00" is all day. */
  withdraw_hours: '00:00-24:00',
  /** Each credited deposit or bonus adds its amount times this to the turnover requirement. */
  turnover_multiple: '1',
  /**
   * Red packet draws: the daily window and the deposit counting window (Beijing "HH:mm"; counting
   * starts the day before).
   */
  redpacket_draw_start: '10:00',
  redpacket_draw_end: '12:00',
  redpacket_count_start: '12:00',
  redpacket_count_end: '10:00',
  /** A red packet adds its amount times this to the turnover requirement. */
  redpacket_turnover_multiple: '1',
  /** A claimed rebate adds its amount times this to the turnover requirement. */
  rebate_turnover_multiple: '1',
  /** Minutes between reality-check reminders while a game is open (a player may choose their own). */
  reality_check_minutes: '60',
  /**
   * Yuan: a manual balance adjustment larger than this (either sign) waits for a second operator's
   * approval.
   */
  adjust_approval_threshold: '1000.00',
  /** Agent commission: settled monthly (month) or weekly (week), on the Beijing calendar. */
  agent_period: 'month',
  /** Levels of the agent tree: a top agent is level 1; an agent at the last level opens no sub-agents. */
  agent_max_depth: '3',
  /** A paid commission adds its amount times this to the agent's turnover requirement. */
  agent_commission_turnover_multiple: '1',
  /** Yuan: a statement paying more than this needs a second operator's confirmation. */
  agent_commission_approval_threshold: '5000.00',
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export type Settings = Record<SettingKey, string>;

export function createSettingsService(db: Kysely<DB>, bus: ClusterBus) {
  // Read on almost every page load; maintenance mode reaches every node within a second.
  const cache = createNodeCache<Settings>(bus, 'settings');

  /** Stored values over the defaults, read afresh (of `keys` only, when given). */
  async function read<K extends SettingKey>(q: Kysely<DB> | Transaction<DB>, keys?: readonly K[]) {
    const value = { ...SETTING_DEFAULTS } as Settings;
    for (const row of await siteRepository.settings(q, keys))
      if (row.key in value) value[row.key as SettingKey] = row.value;
    return value;
  }

  return {
    all(): Promise<Settings> {
      return cache.get(() => read(db));
    },

    /**
     * The values of `keys` as stored now, uncached: inside a caller's transaction (pass it as
     * `executor`) they are the ones its change replaces.
     */
    async current<K extends SettingKey>(
      keys: readonly K[],
      executor: Kysely<DB> | Transaction<DB> = db,
    ): Promise<Record<K, string>> {
      const all = await read(executor, keys);
      return Object.fromEntries(keys.map((k) => [k, all[k]])) as Record<K, string>;
    },

    /**
     * Writes the values; inside a caller's transaction pass it as `executor` and call invalidate()
     * after the commit, so no request caches the old values meanwhile.
     */
    async set(values: Partial<Settings>, executor: Kysely<DB> | Transaction<DB> = db): Promise<void> {
      for (const [key, value] of Object.entries(values)) {
        await siteRepository.saveSetting(executor, key, String(value));
      }
      if (executor === db) cache.invalidate();
      else cache.forget();
    },

    /** Every node reads the settings afresh on its next call (call it after the change committed). */
    invalidate: cache.invalidate,
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
