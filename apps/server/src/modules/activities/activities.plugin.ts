import { defineModule } from '../module.js';
import { activitiesAdminRoutes, activitiesRoutes } from './activities.routes.js';
import { createActivitiesService, type ActivitiesService } from './activities.service.js';

declare module '../module.js' {
  interface Services {
    activities: ActivitiesService;
  }
}

/** Promotions: the player's list, applications and claims, and the console's campaigns and review. */
export default defineModule(
  'activities',
  ['site', 'protection', 'risk', 'operators'],
  async (app, { db, clock }) => {
    const { settings, protection, operators, risk } = app.services;
    const guard = protection.guard;
    const activities = createActivitiesService({ db, clock, protection: guard, gate: risk.gate, settings });
    app.services.activities = activities;
    await app.register(activitiesRoutes(activities));
    await app.register(activitiesAdminRoutes(activities, operators));
  },
);
