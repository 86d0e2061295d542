import { defineModule } from '../module.js';
import { adjustmentsAdminRoutes } from './adjustments.routes.js';
import { createAdjustmentsService, type AdjustmentsService } from './adjustments.service.js';

declare module '../module.js' {
  interface Services {
    adjustments: AdjustmentsService;
  }
}

/** Manual balance adjustments, with a second operator above the approval threshold. */
export default defineModule(
  'adjustments',
  ['site', 'audit-trail', 'operators'],
  async (app, { db, clock }) => {
    const { settings, audit } = app.services;
    const adjustments = createAdjustmentsService({ db, clock, settings, audit });
    app.services.adjustments = adjustments;
    await app.register(adjustmentsAdminRoutes(adjustments));
  },
);
