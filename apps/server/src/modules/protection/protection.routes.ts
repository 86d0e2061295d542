import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CODE,
  depositLimitBody as limitBody,
  exclusionBody,
  limitPeriodBody as periodBody,
  parseYuanToFen,
  PROTECTION_MSG,
  realityCheckBody as realityBody,
} from '@app/shared';
import {
  exclusionsQuery,
  playerProtectionQuery as playerQuery,
  risingDepositsQuery as risingQuery,
  type ExclusionRow,
  type ListPage,
  type PlayerProtection,
  type RisingRow,
} from '@app/shared/admin-contract';
import { dayRangeMs } from '../../lib/admin-query.js';
import { AppError, ok } from '../../lib/app-error.js';
import { PERMISSION } from '../operators/permissions.js';
import type { ProtectionService } from './protection.service.js';

/** The player's own protection tools: every call acts on the signed-in player only. */
export function protectionRoutes(protection: ProtectionService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['protection'];
    const auth = { onRequest: app.authenticate };

    r.get('/api/protection', { ...auth, schema: { tags } }, async (request) =>
      ok(await protection.overview.overview(request.userId)),
    );
    r.get('/api/protection/session', { ...auth, schema: { tags } }, async (request) =>
      ok(await protection.realityCheck.realitySession(request.userId, request.token)),
    );
    r.post('/api/protection/limits', { ...auth, schema: { tags, body: limitBody } }, async (request) => {
      const { message, ...result } = await protection.limits.setLimit(
        request.userId,
        request.body.period,
        request.body.amount,
      );
      return ok(result, message);
    });
    r.post(
      '/api/protection/limits/cancel',
      { ...auth, schema: { tags, body: periodBody } },
      async (request) => ok(null, await protection.limits.cancelPending(request.userId, request.body.period)),
    );
    // Self-exclusion checks the login password: a session holder may not use it to test guesses
    // (per player, on every node through the shared rate-limit store).
    const exclusionTries = {
      rateLimit: {
        max: 10,
        timeWindow: 10 * 60_000,
        hook: 'preHandler' as const,
        keyGenerator: (request: FastifyRequest) => `exclusion:${request.userId}`,
      },
    };
    r.post(
      '/api/protection/exclusion',
      { ...auth, config: exclusionTries, schema: { tags, body: exclusionBody } },
      async (request) => {
        const { message, ...result } = await protection.exclusions.startExclusion(
          request.userId,
          request.body,
          request.ip,
        );
        return ok(result, message);
      },
    );
    r.post(
      '/api/protection/reality-check',
      { ...auth, schema: { tags, body: realityBody } },
      async (request) =>
        ok(
          { minutes: await protection.realityCheck.setRealityCheck(request.userId, request.body.minutes) },
          PROTECTION_MSG.realitySaved,
        ),
    );
  };
}

/** Operators read limits, exclusions and their history; there is deliberately no route to lift one. */
export function protectionAdminRoutes(protection: ProtectionService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const read = { onRequest: app.requirePermission(PERMISSION.playersRead) };

    r.get(
      '/admin/api/protection/player',
      { ...read, schema: { tags, querystring: playerQuery } },
      async (request) => {
        const detail = await protection.adminReports.playerDetail(request.query.user);
        if (!detail) throw new AppError('会员不存在', CODE.notFound);
        return ok<PlayerProtection>(detail);
      },
    );

    r.get(
      '/admin/api/protection/exclusions',
      { ...read, schema: { tags, querystring: exclusionsQuery } },
      async (request) => {
        const q = request.query;
        return ok<ListPage<ExclusionRow>>(
          await protection.adminReports.exclusionList({
            kind: q.kind,
            state: q.state,
            user: q.user || undefined,
            ...dayRangeMs(q),
            page: q.page,
            perPage: q.per_page,
          }),
        );
      },
    );

    r.get(
      '/admin/api/protection/rising-deposits',
      { ...read, schema: { tags, querystring: risingQuery } },
      async (request) => {
        const q = request.query;
        const minFen = q.min === undefined || q.min === '' ? 100_000 : parseYuanToFen(q.min);
        if (minFen === null) throw new AppError('最低存款金额格式不正确');
        return ok<ListPage<RisingRow>>(
          await protection.adminReports.risingDeposits({
            days: q.days,
            ratioPct: Math.round(q.ratio * 100),
            minFen,
            page: q.page,
            perPage: q.per_page,
          }),
        );
      },
    );
  };
}
