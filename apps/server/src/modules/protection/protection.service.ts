import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { SessionService } from '../auth/session.service.js';
import type { SettingsService } from '../site/settings.service.js';
import { createProtectionAdminService } from './admin-reports.service.js';
import { createExclusionsService } from './exclusions.service.js';
import { createProtectionGuard } from './guard.service.js';
import { createLimitsService } from './limits.service.js';
import { createOverviewService } from './overview.service.js';
import { createRealityCheckService } from './reality-check.service.js';

export interface ProtectionDeps {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  sessions: SessionService;
  /** After an exclusion starts: brings money back from game platforms so none is stuck there. */
  onExclusionStarted?: (userId: number) => Promise<unknown>;
  log: (obj: Record<string, unknown>, msg: string) => void;
}

/**
 * Player protection, one surface over its parts: the guard other modules call (guard.service.ts),
 * the player's own deposit limits (limits.service.ts), time-outs and self-exclusions
 * (exclusions.service.ts), the reality check (reality-check.service.ts), the player's overview
 * (overview.service.ts) and the back office's read-only reports (admin-reports.service.ts).
 *
 * Deposit limits are rolling windows over gross deposits by the time they were asked for, pending
 * orders included, so a player cannot queue orders past a limit.
 */
export function createProtectionService(deps: ProtectionDeps) {
  return {
    guard: createProtectionGuard(deps),
    overview: createOverviewService(deps),
    limits: createLimitsService(deps),
    exclusions: createExclusionsService(deps),
    realityCheck: createRealityCheckService(deps),
    adminReports: createProtectionAdminService(deps),
  };
}

export type ProtectionService = ReturnType<typeof createProtectionService>;
/** What other modules call. */
export type ProtectionGuard = Pick<
  ProtectionService['guard'],
  'assertPlayable' | 'assertCanDeposit' | 'isBlocked' | 'assertCanLogin' | 'checkAdult' | 'recordRegistration'
>;
