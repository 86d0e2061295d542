import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SettingsService } from '../site/settings.service.js';
import { createBlocksAdmin } from './blocks/blocks-admin.service.js';
import { createRegisterCaps } from './blocks/register-caps.service.js';
import { createRiskGate } from './gate.service.js';
import { createRiskReview } from './review/review.service.js';
import { createSignalsService } from './signals/signals.service.js';

export interface RiskDeps {
  db: Kysely<DB>;
  clock: Clock;
  settings: SettingsService;
  audit: AuditService;
  log: (obj: Record<string, unknown>, msg: string) => void;
}

/**
 * Risk control (风控), one surface over its parts. `gate` is what other modules call at each
 * recorded event (register, login, deposit order, withdrawal, bind, activity apply, red-packet
 * draw): it refuses what a blocklist, a cap or a tag refuses, and records the event's client.
 * Scoring, links and pattern scans read what the gate recorded; none of them runs in a request.
 */
export function createRiskService(deps: RiskDeps) {
  return {
    gate: createRiskGate(deps),
    /** The withdrawal risk check: its rules, each request's check and the 风控审核 queue. */
    review: createRiskReview(deps),
    /** The recorded events the console reads, and their retention. */
    signals: createSignalsService(deps),
    /** The console's blocklists and registration caps (blocks/). */
    blocks: { admin: createBlocksAdmin(deps), caps: createRegisterCaps(deps) },
  };
}

export type RiskService = ReturnType<typeof createRiskService>;
/** What the modules that record events call. */
export type RiskGate = RiskService['gate'];
