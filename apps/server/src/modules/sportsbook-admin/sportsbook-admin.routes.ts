import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  sportsbookEventParams as eventParams,
  sportsbookEventsQuery as eventsQuery,
  sportsbookLargestQuery as largestQuery,
  sportsbookParams as platformParams,
  sportsbookResultBody as resultBody,
  sportsbookVoidBody as voidBody,
  type SportsbookEvent,
  type SportsbookEventDetail,
  type SportsbookTicket,
} from '@app/shared/admin-contract';
import { actorOf } from '../../lib/actor.js';
import { ok } from '../../lib/app-error.js';
import { PERMISSION } from '../operators/permissions.js';
import type { SportsbookAdminService } from './sportsbook-admin.service.js';

/** The sportsbook's back office: reading needs reports.read; results, voids and cancellations games.write. */
export function sportsbookAdminRoutes(book: SportsbookAdminService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const read = { onRequest: app.requirePermission(PERMISSION.reports) };
    const write = { onRequest: app.requirePermission(PERMISSION.games) };
    const base = '/admin/api/sportsbook/:platform';

    r.get(
      `${base}/events`,
      { ...read, schema: { tags, params: platformParams, querystring: eventsQuery } },
      async (q) => ok<SportsbookEvent[]>(await book.events(q.params.platform, q.query.phase)),
    );
    r.get(`${base}/events/:id`, { ...read, schema: { tags, params: eventParams } }, async (q) =>
      ok<SportsbookEventDetail>(await book.event(q.params.platform, q.params.id)),
    );
    r.get(
      `${base}/largest`,
      { ...read, schema: { tags, params: platformParams, querystring: largestQuery } },
      async (q) => ok<SportsbookTicket[]>(await book.largest(q.params.platform, q.query.limit)),
    );
    r.post(
      `${base}/events/:id/result`,
      { ...write, schema: { tags, params: eventParams, body: resultBody } },
      async (q) => {
        await book.correct(actorOf(q), q.params.platform, q.params.id, q.body);
        return ok(null, '赛果已更正，注单将重新结算');
      },
    );
    r.post(
      `${base}/events/:id/void-market`,
      { ...write, schema: { tags, params: eventParams, body: voidBody } },
      async (q) => {
        await book.voidMarket(actorOf(q), q.params.platform, q.params.id, q.body.market, q.body.reason);
        return ok(null, '盘口已作废，相关注单按取消结算');
      },
    );
    r.post(`${base}/events/:id/cancel`, { ...write, schema: { tags, params: eventParams } }, async (q) => {
      await book.cancel(actorOf(q), q.params.platform, q.params.id);
      return ok(null, '赛事已取消，相关注单按取消结算');
    });
  };
}
