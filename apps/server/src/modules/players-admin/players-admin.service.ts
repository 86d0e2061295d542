import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SessionService } from '../auth/session.service.js';
import { createPlayerActions } from './player-actions.service.js';
import { createPlayerDetail } from './player-detail.service.js';
import { createPlayerHistory } from './player-history.service.js';
import { createPlayerSearch } from './player-search.service.js';

export { maskTail } from './player-detail.service.js';
export { PLAYER_MSG, type Actor } from './player-profile.js';

/**
 * The back office's view of players, one service for the routes, made of four jobs: search
 * (player-search), the detail screen and a money reviewer's context (player-detail), ledger and
 * sign-in history (player-history), and the audited account actions (player-actions).
 */
export function createPlayersAdminService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  sessions: SessionService;
  audit: AuditService;
}) {
  const { db, clock } = deps;
  return {
    search: createPlayerSearch(db),
    detail: createPlayerDetail(db, clock),
    history: createPlayerHistory(db),
    actions: createPlayerActions(deps),
  };
}

export type PlayersAdminService = ReturnType<typeof createPlayersAdminService>;
