import { defineModule } from '../module.js';
import { gamesCatalogueRoutes } from './games.routes.js';
import { createLaunchService, type LaunchService } from './launch.service.js';

declare module '../module.js' {
  interface Services {
    launch: LaunchService;
  }
}

/** The game catalogue and game launch, seamless or after moving money to a transfer platform. */
export default defineModule(
  'games',
  ['seamless', 'transfers', 'protection'],
  async (app, { db, gameAdapters, publicUrl }) => {
    const { seamless, transfers, protection } = app.services;
    const launch = createLaunchService({
      db,
      adapters: gameAdapters,
      seamless,
      returnUrl: `${publicUrl}/#/`,
      beforeLaunch: transfers.beforeLaunch,
      protection,
    });
    app.services.launch = launch;
    await app.register(gamesCatalogueRoutes(db, launch));
  },
);
