import { defineModule } from '../module.js';
import { siteAdminRoutes } from './site-admin.routes.js';
import { createSiteAdminService, type SiteAdminService } from './site-admin.service.js';

declare module '../module.js' {
  interface Services {
    siteAdmin: SiteAdminService;
  }
}

/** The console's banners, notices, welcome modal and site settings. */
export default defineModule(
  'site-admin',
  ['site', 'audit-trail', 'operators'],
  async (app, { db, clock, config }) => {
    const { settings, audit } = app.services;
    const siteAdmin = createSiteAdminService({ db, clock, settings, audit, uploadDir: config.UPLOAD_DIR! });
    app.services.siteAdmin = siteAdmin;
    await app.register(siteAdminRoutes(siteAdmin, audit));
  },
);
