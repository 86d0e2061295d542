import { defineModule } from '../module.js';
import { vipRoutes } from './vip.routes.js';
import { createVipService, type VipService } from './vip.service.js';

declare module '../module.js' {
  interface Services {
    vip: VipService;
  }
}

/** VIP levels, the totals that promote a player, and the public level table. */
export default defineModule('vip', [], async (app, { db, bus }) => {
  const vip = createVipService({ db, bus });
  app.services.vip = vip;
  await app.register(vipRoutes(vip));
});
