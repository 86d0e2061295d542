import { defineModule } from '../module.js';
import { playersAdminRoutes } from './players-admin.routes.js';
import { createPlayersAdminService, type PlayersAdminService } from './players-admin.service.js';

declare module '../module.js' {
  interface Services {
    playersAdmin: PlayersAdminService;
  }
}

/** The console's player search and detail, and its actions on a player's account. */
export default defineModule(
  'players-admin',
  ['player-auth', 'audit-trail', 'operators'],
  async (app, { db, clock }) => {
    const { sessions, audit } = app.services;
    const playersAdmin = createPlayersAdminService({ db, clock, sessions, audit });
    app.services.playersAdmin = playersAdmin;
    await app.register(playersAdminRoutes(playersAdmin));
  },
);
