import type { Kysely } from 'kysely';
import type { Config } from '../../config.js';
import type { DB } from '../../db/schema.js';
import { startLeasedJob } from '../../lib/leased-job.js';
import type { BetsService } from '../bets/bets.service.js';
import type { TransfersService } from './transfers.service.js';

/**
 * The background job of the game wallets, on one node at a time: pulls bet records and resends
 * transfers whose answer was lost. A node's first run resends every pending transfer at once: the
 * process that sent them may be gone, and a transfer number is applied by the provider at most once.
 */
export function startGameSync(
  db: Kysely<DB>,
  services: { bets: BetsService; transfers: TransfersService },
  config: Config,
  hooks: {
    log: (obj: Record<string, unknown>, msg: string) => void;
    onRun?: (outcome: 'ok' | 'failed' | 'skipped') => void;
  },
) {
  return startLeasedJob(db, {
    name: 'game-sync',
    everyMs: config.GAME_SYNC_MS,
    // Taken over this long after its node died (a dead node's transfers wait no longer than that).
    leaseMs: Math.max(15_000, config.GAME_SYNC_MS * 3),
    run: async (first) => {
      await services.transfers.reconcile(first ? 0 : config.TRANSFER_RETRY_AFTER_MS);
      await services.bets.pull();
    },
    ...hooks,
  });
}
