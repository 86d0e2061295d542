import type { FastifyInstance } from 'fastify';
import { CODE } from '@app/shared';
import type { SettingsService } from './settings.service.js';

/**
 * Player calls that still answer while the site is in maintenance: the site info (the client
 * shows the repair notice from it, spec 000 §1) and public reads of site content that change
 * nothing (the back office's editors reuse them to preview what players see).
 */
const OPEN_CALLS = new Set([
  '/api/app',
  '/api/getVisitUrl',
  '/api/getAgentLoginUrl',
  '/api/getservicerurl',
  '/api/homenotice',
  '/api/bannerList',
  '/api/noticeList',
  '/api/article',
  '/api/activitytype',
  '/api/activitylist',
  '/api/activitydeatil',
  '/api/game/list',
  '/api/gamelistBycode',
]);

/**
 * Callers that are not players: game providers settling rounds already in play and payment
 * gateways confirming money already paid must never be turned away, maintenance or not.
 */
const OPEN_PREFIXES = ['/api/provider/', '/api/pay/notify/', '/api/docs'];

export const DEFAULT_REPAIR_TIPS = '网站系统升级维护中，请稍后再访问。';

/**
 * Maintenance mode (site_state 0) closes the player API on every node within a second (the
 * settings' node cache, lib/node-cache.ts): logins, registrations, money and game calls answer
 * CODE.maintenance with the repair notice and change nothing. The pages, the back office (/admin,
 * /admin/api), uploads, the sandbox gateway and the demo provider's own pages are outside /api/
 * and are not touched.
 */
export function registerMaintenanceGate(app: FastifyInstance, settings: SettingsService): void {
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (!url.startsWith('/api/')) return;
    const s = await settings.values();
    if (s.site_state) return;
    const path = url.split('?', 1)[0]!;
    if (OPEN_CALLS.has(path) || OPEN_PREFIXES.some((p) => path.startsWith(p))) return;
    return reply
      .status(200)
      .header('cache-control', 'no-store')
      .send({ code: CODE.maintenance, message: s.repair_tips.trim() || DEFAULT_REPAIR_TIPS, data: null });
  });
}
