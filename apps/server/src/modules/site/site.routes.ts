import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bannerListBody, emptyBody, noticeListBody } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import type { SiteService } from './site.service.js';
import { PAGE_STYLE, SUPPORT_SCRIPT, renderSupportPage } from './support-page.js';
import type { SettingsService } from './settings.service.js';

export function siteRoutes(site: SiteService, settings: SettingsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['site'];

    r.post('/api/app', { schema: { tags, body: emptyBody } }, async () => ok(await site.appInfo()));
    r.get('/api/getVisitUrl', { schema: { tags } }, async () => ok({ url: (await site.urls()).visit }));
    r.get('/api/getAgentLoginUrl', { schema: { tags } }, async () =>
      ok({ url: (await site.urls()).agentLogin }),
    );
    r.post('/api/getservicerurl', { schema: { tags, body: emptyBody } }, async () =>
      ok({ url: (await site.urls()).service }),
    );
    r.post('/api/homenotice', { schema: { tags, body: emptyBody } }, async () => ok(await site.marquee()));
    r.post('/api/bannerList', { schema: { tags, body: bannerListBody } }, async (request) =>
      ok(await site.banners(request.body.type ?? 2)),
    );
    r.post('/api/noticeList', { schema: { tags, body: noticeListBody } }, async (request) =>
      ok(await site.announcements(request.body.page ?? 1)),
    );
    app.get('/support', { schema: { hide: true } }, async (_request, reply) => {
      return reply.type('text/html; charset=utf-8').send(renderSupportPage(await settings.values()));
    });
    app.get('/support/assets/support.js', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(SUPPORT_SCRIPT),
    );
    app.get('/support/assets/page.css', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').send(PAGE_STYLE),
    );
  };
}
