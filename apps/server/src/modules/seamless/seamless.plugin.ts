import { defineModule } from '../module.js';
import { seamlessRoutes } from './seamless.routes.js';
import { createSeamlessWallet, type SeamlessWallet } from './seamless.service.js';

declare module '../module.js' {
  interface Services {
    seamless: SeamlessWallet;
  }
}

/** The seamless wallet the game provider debits and credits over signed callbacks. */
export default defineModule('seamless', ['protection'], async (app, { db, clock, config, gameAdapters }) => {
  const seamless = createSeamlessWallet({
    db,
    clock,
    provider: 'demo',
    protection: app.services.protection.guard,
  });
  app.services.seamless = seamless;
  // No provider configured, no wallet endpoint to call.
  if (gameAdapters.demo) await app.register(seamlessRoutes(seamless, config.DEMO_PROVIDER_SECRET, clock));
});
