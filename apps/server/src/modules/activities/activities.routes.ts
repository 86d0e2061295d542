import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTIVITY_MSG,
  activityApplyBody,
  activityDetailBody,
  activityListBody,
  emptyBody,
  formatFen,
  INT4_MAX,
  multiline,
  pageNumber,
  parseYuanToFen,
  rowId,
  text,
} from '@app/shared';
import { ok } from '../../lib/app-error.js';
import { formatBeijing } from '../../lib/clock.js';
import type { OperatorsService } from '../operators/operators.service.js';
import { PERMISSION } from '../operators/permissions.js';
import type { ActivitiesService } from './activities.service.js';

export function activitiesRoutes(activities: ActivitiesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['promotions'];
    r.post('/api/activitytype', { schema: { tags, body: emptyBody } }, async () =>
      ok(await activities.types()),
    );
    r.post('/api/activitylist', { schema: { tags, body: activityListBody } }, async (request) => {
      const type = Number(request.body.type) || undefined;
      return ok(await activities.list(type, request.body.page));
    });
    r.post('/api/activitydeatil', { schema: { tags, body: activityDetailBody } }, async (request) =>
      ok(await activities.detail(request.body.id)),
    );
    r.post(
      '/api/doactivityapply',
      { onRequest: app.authenticate, schema: { tags, body: activityApplyBody } },
      async (request) => {
        await activities.apply(request.userId, request.body);
        return ok(null, ACTIVITY_MSG.submitted);
      },
    );
    r.post(
      '/api/activityApplyLog',
      { onRequest: app.authenticate, schema: { tags, body: emptyBody } },
      async (request) => ok(await activities.applyLog(request.userId)),
    );
  };
}

const idParams = z.strictObject({ id: rowId });
const pageQuery = z.strictObject({ page: pageNumber.default(1) });
const activityBody = z.strictObject({
  type_id: rowId,
  title: text(128).trim().min(1, '请填写活动标题'),
  banner: text(255)
    .trim()
    .regex(/^(\/|https:\/\/)/, '图片地址需以 / 或 https:// 开头'),
  content: multiline(200_000),
  state: z.coerce.number().int().min(0).max(1).optional(),
  can_apply: z.coerce.number().int().min(0).max(1).optional(),
  bonus_percent: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/)
    .optional(),
  bonus_max: text(16).optional(),
  turnover_multiple: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,2})?$/)
    .optional(),
  sort: z.coerce.number().int().min(-INT4_MAX).max(INT4_MAX).optional(),
});
const approveBody = z.strictObject({ bonus: text(16).optional() });
const rejectBody = z.strictObject({ reason: multiline(255).trim().min(1, '请填写拒绝原因') });

export function activitiesAdminRoutes(activities: ActivitiesService, operators: OperatorsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const campaigns = { onRequest: app.requirePermission(PERMISSION.campaigns) };
    const toInput = (b: z.infer<typeof activityBody>) => ({
      ...b,
      bonus_rate: b.bonus_percent ? Math.round(Number(b.bonus_percent) * 100) : 0,
      bonus_max_fen: b.bonus_max ? (parseYuanToFen(b.bonus_max) ?? 0) : 0,
    });
    const listQuery = z.strictObject({ page: pageNumber.default(1), type: rowId.optional() });
    r.get(
      '/admin/api/activities',
      { ...campaigns, schema: { tags, querystring: listQuery } },
      async (request) => ok(await activities.adminList(request.query.type, request.query.page)),
    );
    r.get(
      '/admin/api/activities/:id',
      { ...campaigns, schema: { tags, params: idParams } },
      async (request) => ok(await activities.adminDetail(request.params.id)),
    );
    r.post(
      '/admin/api/activities',
      { ...campaigns, schema: { tags, body: activityBody } },
      async (request) => {
        const id = await activities.save(toInput(request.body));
        await operators.audit(
          request.operator!.id,
          'activity.create',
          { type: 'activity', id },
          { title: request.body.title },
          request.ip,
        );
        return ok({ id }, '已保存');
      },
    );
    r.put(
      '/admin/api/activities/:id',
      { ...campaigns, schema: { tags, params: idParams, body: activityBody } },
      async (request) => {
        await activities.save(toInput(request.body), request.params.id);
        await operators.audit(
          request.operator!.id,
          'activity.update',
          { type: 'activity', id: request.params.id },
          { title: request.body.title },
          request.ip,
        );
        return ok({ id: request.params.id }, '已保存');
      },
    );
    r.get(
      '/admin/api/activity-applications/pending',
      { ...campaigns, schema: { tags, querystring: pageQuery } },
      async (request) => {
        const rows = await activities.pendingApplications(request.query.page);
        return ok(
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
        await activities.review(request.params.id, request.operator!.id, { approve: true, bonusFen });
        await operators.audit(
          request.operator!.id,
          'activity_application.approve',
          { type: 'activity_application', id: request.params.id },
          { bonus: request.body.bonus },
          request.ip,
        );
        return ok(null, '已通过');
      },
    );
    r.post(
      '/admin/api/activity-applications/:id/reject',
      { ...campaigns, schema: { tags, params: idParams, body: rejectBody } },
      async (request) => {
        await activities.review(request.params.id, request.operator!.id, {
          approve: false,
          reason: request.body.reason,
        });
        await operators.audit(
          request.operator!.id,
          'activity_application.reject',
          { type: 'activity_application', id: request.params.id },
          { reason: request.body.reason },
          request.ip,
        );
        return ok(null, '已拒绝');
      },
    );
  };
}
