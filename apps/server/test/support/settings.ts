import type { TestApp } from './app.js';

/**
 * Stores a setting's text by hand, past the settings schema, as an old database or a hand edit
 * may hold it; every node reads it on its next call.
 */
export async function storeSettingByHand(t: TestApp, key: string, value: string): Promise<void> {
  await t.database.db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
  t.services.settings.invalidate();
}
