import { defineModule } from '../module.js';
import { cardsRoutes } from './cards.routes.js';
import { createCardsService, type CardsService } from './cards.service.js';

declare module '../module.js' {
  interface Services {
    cards: CardsService;
  }
}

/** The player's bank cards and USDT addresses, bound behind the payment password. */
export default defineModule('cards', ['auth', 'risk'], async (app, { db, clock }) => {
  const { payPassword, risk } = app.services;
  const cards = createCardsService({ db, clock, payPassword, gate: risk.gate });
  app.services.cards = cards;
  await app.register(cardsRoutes(cards));
});
