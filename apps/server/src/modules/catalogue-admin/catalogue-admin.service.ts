import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingsService } from '../site/settings.service.js';
import type { VipService } from '../vip/vip.service.js';
import { createGamesAdminService } from './games-admin.service.js';
import { createPayConfigService } from './pay-config.service.js';
import { createVipAdminService } from './vip-admin.service.js';

/** The back office's catalogue: payment configuration, VIP levels, platforms and games. */
export function createCatalogueAdminService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  audit: AuditService;
  vip: VipService;
}) {
  return {
    pay: createPayConfigService(deps),
    vip: createVipAdminService(deps),
    games: createGamesAdminService(deps),
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
