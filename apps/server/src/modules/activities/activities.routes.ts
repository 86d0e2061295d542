import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ACTIVITY_MSG,
  activityApplyAmount,
  activityApplyAmountBody,
  activityApplyBody,
  activityApplyLog,
  activityDetailBody,
  activityListBody,
  emptyBody,
  envelopeOf,
  formatFen,
  messageOnly,
  pagedOf,
  parseYuanToFen,
  type Paged,
} from '@app/shared';
import {
  activitiesQuery as listQuery,
  activityBody,
  applicationApproveBody as approveBody,
  applicationRejectBody as rejectBody,
  applicationsQuery as pageQuery,
  idParams,
  type ActivityInput,
  type AdminActivity,
  type CreatedRow,
  type PendingApplication,
} from '@app/shared/admin-contract';
import { actorOf } from '../../lib/actor.js';
import { ok } from '../../lib/app-error.js';
import { clientInfo } from '../auth/player-auth.plugin.js';
import { formatBeijing } from '../../lib/clock.js';
import type { OperatorsService } from '../operators/operators.service.js';
import { PERMISSION } from '../operators/permissions.js';
import type { ActivitiesService } from './activities.service.js';

export function activitiesRoutes(activities: ActivitiesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['promotions'];
    r.post('/api/activitytype', { schema: { tags, body: emptyBody } }, async () =>
      ok(await activities.player.types()),
    );
    r.post('/api/activitylist', { schema: { tags, body: activityListBody } }, async (request) => {
      const type = Number(request.body.type) || undefined;
      return ok(await activities.player.list(type, request.body.page));
    });
    r.post('/api/activitydeatil', { schema: { tags, body: activityDetailBody } }, async (request) =>
      ok(await activities.player.detail(request.body.id)),
    );
    r.post(
      '/api/doactivityapply',
      {
        onRequest: app.authenticate,
        schema: { tags, body: activityApplyBody, response: { 200: messageOnly() } },
      },
      async (request) => {
        await activities.player.apply(request.userId, request.body, clientInfo(request));
        return ok(null, ACTIVITY_MSG.submitted);
      },
    );
    r.post(
      '/api/activityApplyAmount',
      {
        onRequest: app.authenticate,
        schema: { tags, body: activityApplyAmountBody, response: { 200: envelopeOf(activityApplyAmount) } },
      },
      async (request) => ok(await activities.player.applyAmount(request.userId, request.body.activityid)),
    );
    r.post(
      '/api/activityApplyLog',
      {
        onRequest: app.authenticate,
        schema: { tags, body: emptyBody, response: { 200: envelopeOf(pagedOf(activityApplyLog)) } },
      },
      async (request) => ok(await activities.player.applyLog(request.userId)),
    );
  };
}

export function activitiesAdminRoutes(activities: ActivitiesService, operators: OperatorsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const campaigns = { onRequest: app.requirePermission(PERMISSION.campaigns) };
    const toInput = (b: ActivityInput) => ({
      ...b,
      bonus_rate: b.bonus_percent ? Math.round(Number(b.bonus_percent) * 100) : 0,
      bonus_max_fen: b.bonus_max ? (parseYuanToFen(b.bonus_max) ?? 0) : 0,
      rule_min_fen: b.rule_min ? (parseYuanToFen(b.rule_min) ?? 0) : 0,
    });
    r.get(
      '/admin/api/activities',
      { ...campaigns, schema: { tags, querystring: listQuery } },
      async (request) =>
        ok<Paged<AdminActivity>>(
          await activities.campaigns.adminList(request.query.type, request.query.page),
        ),
    );
    r.get(
      '/admin/api/activities/:id',
      { ...campaigns, schema: { tags, params: idParams } },
      async (request) => ok<AdminActivity>(await activities.campaigns.adminDetail(request.params.id)),
    );
    r.post(
      '/admin/api/activities',
      { ...campaigns, schema: { tags, body: activityBody } },
      async (request) => {
        const id = await activities.campaigns.save(toInput(request.body));
        await operators.audit(
          actorOf(request),
          'activity.create',
          { type: 'activity', id },
          { title: request.body.title },
        );
        return ok<CreatedRow>({ id }, '已保存');
      },
    );
    r.put(
      '/admin/api/activities/:id',
      { ...campaigns, schema: { tags, params: idParams, body: activityBody } },
      async (request) => {
        await activities.campaigns.save(toInput(request.body), request.params.id);
        await operators.audit(
          actorOf(request),
          'activity.update',
          { type: 'activity', id: request.params.id },
          { title: request.body.title },
        );
        return ok<CreatedRow>({ id: request.params.id }, '已保存');
      },
    );
    r.get(
      '/admin/api/activity-applications/pending',
      { ...campaigns, schema: { tags, querystring: pageQuery } },
      async (request) => {
        const rows = await activities.review.pendingApplications(request.query.page);
        return ok<PendingApplication[]>(
          rows.map((a) => ({
            ...a,
            amount: formatFen(Number(a.amount_fen)),
            suggested_bonus: formatFen(a.suggested_bonus_fen),
            created_at: formatBeijing(new Date(Number(a.created_at))),
          })),
        );
      },
    );
    r.post(
      '/admin/api/activity-applications/:id/approve',
      { ...campaigns, schema: { tags, params: idParams, body: approveBody } },
      async (request) => {
        const bonusFen =
          request.body.bonus === undefined ? undefined : (parseYuanToFen(request.body.bonus) ?? undefined);
        await activities.review.review(request.params.id, request.operator!.id, { approve: true, bonusFen });
        await operators.audit(
          actorOf(request),
          'activity_application.approve',
          { type: 'activity_application', id: request.params.id },
          { bonus: request.body.bonus },
        );
        return ok(null, '已通过');
      },
    );
    r.post(
      '/admin/api/activity-applications/:id/reject',
      { ...campaigns, schema: { tags, params: idParams, body: rejectBody } },
      async (request) => {
        await activities.review.review(request.params.id, request.operator!.id, {
          approve: false,
          reason: request.body.reason,
        });
        await operators.audit(
          actorOf(request),
          'activity_application.reject',
          { type: 'activity_application', id: request.params.id },
          { reason: request.body.reason },
        );
        return ok(null, '已拒绝');
      },
    );
  };
}
