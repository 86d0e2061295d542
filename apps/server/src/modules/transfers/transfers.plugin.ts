import { defineModule } from '../module.js';
import { startGameSync } from './game-sync.job.js';
import { transfersRoutes } from './transfers.routes.js';
import { createTransfersService, type TransfersService } from './transfers.service.js';

declare module '../module.js' {
  interface Services {
    transfers: TransfersService;
  }
}

/**
 * Transfers between the main wallet and the game platforms' wallets, and the background sync that
 * resends lost transfers and pulls bet records. A started exclusion brings every game wallet home.
 */
export default defineModule(
  'transfers',
  ['bets', 'protection'],
  async (app, { db, clock, config, gameAdapters, log, events, metrics }) => {
    const { bets, protection } = app.services;
    const transfers = createTransfersService({
      db,
      clock,
      adapters: gameAdapters,
      bets,
      log,
      protection: protection.guard,
    });
    app.services.transfers = transfers;
    // Protection logs a failed recovery; the money stays safe on the platform until the next try.
    events.on('exclusionStarted', ({ userId }) => transfers.recoverAll(userId));
    await app.register(transfersRoutes(transfers));

    let gameSync: { stop(): Promise<void> } | undefined;
    // After listen: an embedded demo provider is reached over HTTP on our own port. API-only nodes
    // leave the job to the others; among the rest, a lease picks one at a time.
    app.addHook('onListen', async () => {
      if (config.GAME_SYNC_MS > 0 && config.NODE_ROLE !== 'api')
        gameSync ??= startGameSync(db, { bets, transfers }, config, {
          log,
          onRun: (outcome) => metrics.jobRuns.inc({ job: 'game-sync', outcome }),
        });
    });
    // Closing waits for a run in progress to finish, then hands the lease to another node.
    app.addHook('onClose', async () => gameSync?.stop());
  },
);
