import { defineModule } from '../module.js';
import { betsRoutes } from './bets.routes.js';
import { createBetsService, type BetsService } from './bets.service.js';

declare module '../module.js' {
  interface Services {
    bets: BetsService;
  }
}

/**
 * Bet records pulled from the game providers. Newly settled bets are announced inside the
 * transaction that records them (betsSettled), so rebates and VIP totals commit with them.
 */
export default defineModule('bets', [], async (app, { db, clock, gameAdapters, log, events }) => {
  const bets = createBetsService({
    db,
    clock,
    adapters: gameAdapters,
    log,
    onSettled: (trx, settled, now) => events.emitInTransaction(trx, 'betsSettled', { bets: settled, now }),
  });
  app.services.bets = bets;
  await app.register(betsRoutes(bets));
});
