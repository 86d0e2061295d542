import { defineModule } from '../module.js';
import { reportsAdminRoutes } from './reports.routes.js';
import { createReportsService, type ReportsService } from './reports.service.js';

declare module '../module.js' {
  interface Services {
    reports: ReportsService;
  }
}

/** The console's dashboard and money, game and player reports. */
export default defineModule('reports', ['operators'], async (app, { db, clock }) => {
  const reports = createReportsService({ db, clock });
  app.services.reports = reports;
  await app.register(reportsAdminRoutes(reports));
});
