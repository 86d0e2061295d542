import { defineModule } from '../module.js';
import { vipRoutes } from './vip.routes.js';
import { createVipService, type VipService } from './vip.service.js';

declare module '../module.js' {
  interface Services {
    vip: VipService;
  }
}

/** VIP levels, the totals that promote a player, and the public level table. */
export default defineModule('vip', [], async (app, { db, clock }) => {
  const vip = createVipService({ db, clock });
  app.services.vip = vip;
  await app.register(vipRoutes(vip));
});
