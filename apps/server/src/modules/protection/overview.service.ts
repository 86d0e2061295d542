import type { Kysely } from 'kysely';
import type { ProtectionOverview } from '@app/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { deposits } from '../deposits/deposits.public.js';
import type { SettingsService } from '../site/settings.service.js';
import { exclusionItem } from './exclusion-rules.js';
import { exclusionsRepository } from './exclusions.repository.js';
import { historyItem, limitStatuses } from './limit-windows.js';
import { limitsRepository } from './limits.repository.js';
import { playerSettingsRepository } from './player-settings.repository.js';
import { realityCheckMinutes } from './reality-check.service.js';

/** The player's protection page: limits and their use, history, exclusions and settings. */
export function createOverviewService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  settings: Pick<SettingsService, 'values'>;
}) {
  const { db, clock } = deps;

  return {
    async overview(userId: number): Promise<ProtectionOverview> {
      const t = clock.now().getTime();
      const [{ statuses, periods }, rows, exclusions, settings, site, deposited] = await Promise.all([
        limitStatuses(db, userId, t),
        limitsRepository.limitRows(db, userId),
        exclusionsRepository.exclusions(db, userId),
        playerSettingsRepository.settings(db, userId),
        deps.settings.values(),
        deposits.any(db, userId),
      ]);
      return {
        limits: statuses,
        has_limits: statuses.some((s) => s.limit !== null || s.pending !== null),
        first_deposit: !deposited,
        reality_check_minutes: realityCheckMinutes(
          settings?.reality_check_minutes,
          site.reality_check_minutes,
        ),
        reality_check_custom: settings?.reality_check_minutes != null,
        adult_confirmed: settings?.adult_confirmed_at != null,
        history: rows
          .slice(-30)
          .reverse()
          .map((r) => historyItem(r, periods, t)),
        exclusions: exclusions.map((r) => exclusionItem(r, t)),
      };
    },
  };
}
