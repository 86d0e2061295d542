import { defineModule } from '../module.js';
import { registerMaintenanceGate } from './maintenance.js';
import { createSettingsService, type SettingsService } from './settings.service.js';
import { siteRoutes } from './site.routes.js';
import { createSiteService, type SiteService } from './site.service.js';

declare module '../module.js' {
  interface Services {
    settings: SettingsService;
    site: SiteService;
  }
}

/** Site settings, the player shell's content, and the maintenance gate on the player API. */
export default defineModule('site', [], async (app, { db, bus }) => {
  const settings = createSettingsService(db, bus);
  const site = createSiteService(db, settings);
  Object.assign(app.services, { settings, site });
  registerMaintenanceGate(app, settings);
  await app.register(siteRoutes(site, settings));
});
