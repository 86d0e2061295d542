import { defineModule } from '../module.js';
import { sportsbookAdminRoutes } from './sportsbook-admin.routes.js';
import { createSportsbookAdminService, type SportsbookAdminService } from './sportsbook-admin.service.js';

declare module '../module.js' {
  interface Services {
    sportsbookAdmin: SportsbookAdminService;
  }
}

/** The sportsbook's fixtures, results and exposure in the back office. */
export default defineModule('sportsbook-admin', ['operators'], async (app, { db, gameAdapters }) => {
  const sportsbookAdmin = createSportsbookAdminService({
    db,
    adapters: gameAdapters,
    operators: app.services.operators,
  });
  app.services.sportsbookAdmin = sportsbookAdmin;
  await app.register(sportsbookAdminRoutes(sportsbookAdmin));
});
