import type { Kysely } from 'kysely';
import { settingText } from '@app/shared';
import type { LinkSettings } from '@app/shared/admin-contract';
import type { DB } from '../../../db/schema.js';
import { inTransaction } from '../../../db/database.js';
import type { AuditService } from '../../audit/audit.service.js';
import type { SettingsService } from '../../site/settings.service.js';

const KEY = 'risk_link_ip_window_days';

/** 关联规则 in the console: the IP window, checked by the shared settings schema, audited. */
export function createLinkSettings(deps: { db: Kysely<DB>; settings: SettingsService; audit: AuditService }) {
  const { db, settings, audit } = deps;
  const current = async (): Promise<LinkSettings> => ({
    [KEY]: settingText(KEY, (await settings.current(db))[KEY]),
  });
  return {
    get: current,
    /** Saves the window; answers whether it changed. */
    async update(actor: { operatorId: number; ip: string }, input: LinkSettings): Promise<boolean> {
      const { texts } = await settings.check({ [KEY]: input[KEY].trim() });
      const before = await current();
      if (texts[KEY] === before[KEY]) return false;
      const after = { [KEY]: texts[KEY]! };
      await inTransaction(db, async (trx) => {
        await settings.set(after, trx);
        const target = { type: 'settings', id: 'risk' };
        await audit.record({ ...actor, action: 'risk.links.settings', target, before, after }, trx);
      });
      settings.invalidate();
      return true;
    },
  };
}

export type LinkSettingsService = ReturnType<typeof createLinkSettings>;
