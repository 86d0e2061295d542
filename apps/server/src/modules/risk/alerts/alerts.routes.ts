import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, messageOnly } from '@app/shared';
import {
  idParams,
  riskAlertActionBody,
  riskAlertDismissBody,
  riskAlertPage,
  riskAlertsQuery,
  riskScoreList,
  riskScoresQuery,
  type ListPage,
  type RiskAlertRow,
  type RiskScore,
} from '@app/shared/admin-contract';
import { ok } from '../../../lib/app-error.js';
import { PERMISSION } from '../../operators/permissions.js';
import type { RiskDeps } from '../risk.service.js';
import { scoresOf } from '../scores/scores.service.js';
import type { createAlertsService } from './alerts.service.js';

const actor = (request: FastifyRequest) => ({ operatorId: request.operator!.id, ip: request.ip });

/** 风险预警 (risk.review) and the players' risk scores (risk.read): the risk and super roles only. */
export function riskAlertsRoutes(alerts: ReturnType<typeof createAlertsService>, deps: Pick<RiskDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const review = { onRequest: app.requirePermission(PERMISSION.riskReview) };

    r.get(
      '/admin/api/risk/alerts',
      {
        ...review,
        schema: { tags, querystring: riskAlertsQuery, response: { 200: envelopeOf(riskAlertPage) } },
      },
      async (request) => {
        const { page, per_page: perPage, state, kind } = request.query;
        return ok<ListPage<RiskAlertRow>>(await alerts.list({ page, perPage, state, kind }));
      },
    );
    r.post(
      '/admin/api/risk/alerts/:id/dismiss',
      {
        ...review,
        schema: { tags, params: idParams, body: riskAlertDismissBody, response: { 200: messageOnly() } },
      },
      async (request) => {
        await alerts.dismiss(request.params.id, request.body.note, actor(request));
        return ok(null, '已忽略该预警');
      },
    );
    r.post(
      '/admin/api/risk/alerts/:id/action',
      {
        ...review,
        schema: { tags, params: idParams, body: riskAlertActionBody, response: { 200: messageOnly() } },
      },
      async (request) => {
        await alerts.action(request.params.id, request.body.note, actor(request));
        return ok(null, '已记录处理结果');
      },
    );

    r.get(
      '/admin/api/risk/scores',
      {
        onRequest: app.requirePermission(PERMISSION.riskRead),
        schema: { tags, querystring: riskScoresQuery, response: { 200: envelopeOf(riskScoreList) } },
      },
      async (request) => ok<RiskScore[]>([...(await scoresOf(deps.db, request.query.user_ids)).values()]),
    );
  };
}
