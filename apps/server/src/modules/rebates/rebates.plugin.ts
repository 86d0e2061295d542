import { defineModule } from '../module.js';
import { onSettledBets } from './on-settled-bets.js';
import { rebatesRoutes } from './rebates.routes.js';
import { createRebatesService, type RebatesService } from './rebates.service.js';

declare module '../module.js' {
  interface Services {
    rebates: RebatesService;
  }
}

/** Rebates (返水): accrued as bets settle, listed and claimed by the player. */
export default defineModule(
  'rebates',
  ['site', 'vip', 'bets', 'risk'],
  async (app, { db, clock, events }) => {
    const { vip, settings, bets, risk } = app.services;
    const rebates = createRebatesService({ db, clock, vip, settings, risk: risk.offers });
    app.services.rebates = rebates;
    const settled = onSettledBets(vip, rebates);
    events.onInTransaction('betsSettled', (trx, { bets: recorded, now }) => settled(trx, recorded, now));
    await app.register(rebatesRoutes(rebates, bets));
  },
);
