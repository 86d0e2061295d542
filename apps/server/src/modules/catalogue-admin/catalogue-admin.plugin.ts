import { defineModule } from '../module.js';
import { catalogueAdminRoutes } from './catalogue-admin.routes.js';
import { createCatalogueAdminService, type CatalogueAdminService } from './catalogue-admin.service.js';

declare module '../module.js' {
  interface Services {
    catalogueAdmin: CatalogueAdminService;
  }
}

/** The console's pay channels, receiving accounts, VIP levels, platforms and games. */
export default defineModule(
  'catalogue-admin',
  ['site', 'audit-trail', 'operators', 'vip'],
  async (app, { db, clock }) => {
    const { settings, audit, vip } = app.services;
    const catalogueAdmin = createCatalogueAdminService({ db, clock, settings, audit, vip });
    app.services.catalogueAdmin = catalogueAdmin;
    await app.register(catalogueAdminRoutes(catalogueAdmin, audit));
  },
);
