import { AppError } from '../../lib/app-error.js';
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
  ['site', 'audit-trail', 'operators', 'activities'],
  async (app, { db, clock, config }) => {
    const { settings, audit, activities } = app.services;
    // A banner may lead to a promotion's detail page only while players can open it.
    const activityShown = (id: number) =>
      activities.player.detail(id).then(
        () => true,
        (error: unknown) => {
          if (error instanceof AppError) return false;
          throw error;
        },
      );
    const siteAdmin = createSiteAdminService({
      db,
      clock,
      settings,
      audit,
      uploadDir: config.UPLOAD_DIR!,
      activityShown,
    });
    app.services.siteAdmin = siteAdmin;
    await app.register(siteAdminRoutes(siteAdmin, audit));
  },
);
