import { defineModule } from '../module.js';
import { gamesCatalogueRoutes } from './games.routes.js';
import { createLaunchService, type LaunchService } from './launch.service.js';
import { playerGamesRoutes } from './player-games.routes.js';
import { createPlayerGames } from './player-games.service.js';

declare module '../module.js' {
  interface Services {
    launch: LaunchService;
  }
}

/**
 * The game catalogue and game launch, seamless or after moving money to a transfer platform; the
 * lobby's search, and each player's favourites and recently played games.
 */
export default defineModule(
  'games',
  ['seamless', 'transfers', 'protection'],
  async (app, { db, clock, gameAdapters, publicUrl }) => {
    const { seamless, transfers, protection } = app.services;
    const playerGames = createPlayerGames({ db, clock });
    const launch = createLaunchService({
      db,
      adapters: gameAdapters,
      seamless,
      returnUrl: `${publicUrl}/#/`,
      beforeLaunch: transfers.beforeLaunch,
      protection: protection.guard,
      onLaunched: playerGames.played,
    });
    app.services.launch = launch;
    await app.register(gamesCatalogueRoutes(db, launch));
    await app.register(playerGamesRoutes(playerGames));
  },
);
