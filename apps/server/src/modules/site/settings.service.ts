import type { Kysely, Transaction } from 'kysely';
import {
  checkSettingChanges,
  readSettings,
  type SettingChanges,
  type SettingKey,
  type Settings,
  type SettingTexts,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import type { ClusterBus } from '../../lib/cluster-bus.js';
import { AppError } from '../../lib/app-error.js';
import { createNodeCache } from '../../lib/node-cache.js';
import { siteRepository } from './site.repository.js';

export type { SettingKey, Settings, SettingTexts };

type Q = Kysely<DB> | Transaction<DB>;

/**
 * The settings as stored now, read through `q` (inside a caller's transaction, through it: on
 * SQLite it holds the only connection), parsed by the shared schema; of `keys` only when given
 * (the others are their defaults).
 */
export async function readStoredSettings(q: Q, keys?: readonly SettingKey[]): Promise<Settings> {
  const rows = await siteRepository.settings(q, keys);
  return readSettings(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

export function createSettingsService(db: Kysely<DB>, bus: ClusterBus) {
  // Read on almost every page load; maintenance mode reaches every node within a second.
  const cache = createNodeCache<Settings>(bus, 'settings');

  /** The changes checked against the shared schema (and the settings they leave), or refused. */
  async function check(changes: SettingChanges, executor: Q = db) {
    const checked = checkSettingChanges(changes, await readStoredSettings(executor));
    if ('refused' in checked) throw new AppError(checked.refused);
    return checked;
  }

  return {
    /** Every setting, typed and frozen (this node's copy: lib/node-cache.ts). */
    values(): Promise<Settings> {
      return cache.get(() => readStoredSettings(db));
    },

    /** Every setting as stored now, uncached: inside a caller's transaction pass it as `executor`. */
    current(executor: Q = db): Promise<Settings> {
      return readStoredSettings(executor);
    },

    /** New texts checked (AppError with the rule's Chinese message when one is refused). */
    check,

    /**
     * Checks every value, then writes them as the schema stores them (nothing when one is
     * refused), and answers the texts written. Inside a caller's transaction pass it as `executor`
     * and call invalidate() after the commit, so no request caches the old values meanwhile.
     */
    async set(changes: SettingChanges, executor: Q = db): Promise<Partial<SettingTexts>> {
      const { texts } = await check(changes, executor);
      for (const [key, value] of Object.entries(texts)) {
        await siteRepository.saveSetting(executor, key, value);
      }
      if (executor === db) cache.invalidate();
      else cache.forget();
      return texts;
    },

    /** Every node reads the settings afresh on its next call (call it after the change committed). */
    invalidate: cache.invalidate,
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
