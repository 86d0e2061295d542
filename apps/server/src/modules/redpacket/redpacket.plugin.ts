import { defineModule } from '../module.js';
import { redpacketAdminRoutes, redpacketRoutes } from './redpacket.routes.js';
import { createRedpacketService, type RedpacketService } from './redpacket.service.js';

declare module '../module.js' {
  interface Services {
    redpacket: RedpacketService;
  }
}

/** Red packets earned by deposits and grabbed by players, and their rules in the console. */
export default defineModule(
  'redpacket',
  ['site', 'protection', 'risk', 'audit-trail', 'operators'],
  async (app, { db, clock }) => {
    const { settings, protection, audit, risk } = app.services;
    const guard = protection.guard;
    const redpacket = createRedpacketService({ db, clock, settings, protection: guard, gate: risk.gate });
    app.services.redpacket = redpacket;
    await app.register(redpacketRoutes(redpacket));
    await app.register(redpacketAdminRoutes(redpacket, audit));
  },
);
