import { defineModule } from '../module.js';
import { protectionAdminRoutes, protectionRoutes } from './protection.routes.js';
import { createProtectionService, type ProtectionService } from './protection.service.js';

declare module '../module.js' {
  interface Services {
    protection: ProtectionService;
  }
}

/**
 * Player protection: limits, time-outs, self-exclusion, reality checks, and the guards other
 * modules call. A started exclusion is announced (exclusionStarted) for the game wallets to empty.
 */
export default defineModule(
  'protection',
  ['player-auth', 'site', 'operators'],
  async (app, { db, clock, log, events }) => {
    const { settings, sessions } = app.services;
    const protection = createProtectionService({
      db,
      clock,
      settings,
      sessions,
      log,
      onExclusionStarted: (userId) => events.emit('exclusionStarted', { userId }),
    });
    app.services.protection = protection;
    await app.register(protectionRoutes(protection));
    await app.register(protectionAdminRoutes(protection));
  },
);
