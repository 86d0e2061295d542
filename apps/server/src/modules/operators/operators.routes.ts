import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams,
  newOperatorBody as createBody,
  operatorLoginBody as loginBody,
  operatorPasswordBody as passwordBody,
  operatorStatusBody as statusBody,
  totpCodeBody as totpBody,
  type CreatedRow,
  type CurrentOperator,
  type OperatorRow,
  type OperatorSession,
  type TotpSetup,
} from '@app/shared/admin-contract';
import { actorOf } from '../../lib/actor.js';
import { ok } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import { operatorToken } from './operator-auth.js';
import type { OperatorsService } from './operators.service.js';
import { PERMISSION, type Role } from './permissions.js';

const TEN_MINUTES = 10 * 60_000;
// Roles are stored as text; only the contract's roles are ever written.
const asRole = <T extends { role: string }>(row: T) => ({ ...row, role: row.role as Role });

export function operatorsRoutes(operators: OperatorsService, audit: AuditService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const auditStatus = (request: FastifyRequest, id: number, change: { before: number; after: number }) =>
      audit.record({
        ...actorOf(request),
        action: 'operator.status',
        target: { type: 'operator', id },
        before: { status: change.before },
        after: { status: change.after },
      });
    r.post(
      '/admin/api/login',
      { config: { rateLimit: { max: 30, timeWindow: TEN_MINUTES } }, schema: { tags, body: loginBody } },
      async (request) =>
        ok<OperatorSession>(asRole(await operators.signIn.login(request.body, request.ip)), '登录成功'),
    );
    r.post(
      '/admin/api/logout',
      { onRequest: app.requirePermission(null), schema: { tags } },
      async (request) => {
        await operators.signIn.logout(operatorToken(request));
        return ok(null, '已退出');
      },
    );
    r.get('/admin/api/me', { onRequest: app.requirePermission(null), schema: { tags } }, async (request) =>
      ok<CurrentOperator>({
        ...request.operator!,
        permissions: operators.permissionsOf(request.operator!.role),
      }),
    );
    r.post(
      '/admin/api/password',
      { onRequest: app.requirePermission(null), schema: { tags, body: passwordBody } },
      async (request) => {
        await operators.credentials.changePassword(
          request.operator!.id,
          request.body.old_password,
          request.body.new_password,
        );
        await operators.audit(actorOf(request), 'operator.password', {
          type: 'operator',
          id: request.operator!.id,
        });
        return ok(null, '密码修改成功！');
      },
    );
    r.post(
      '/admin/api/totp/setup',
      { onRequest: app.requirePermission(null), schema: { tags } },
      async (request) =>
        ok<TotpSetup>(await operators.credentials.totpSetup(request.operator!.id, 'JinSha Admin')),
    );
    r.post(
      '/admin/api/totp/enable',
      { onRequest: app.requirePermission(null), schema: { tags, body: totpBody } },
      async (request) => {
        await operators.credentials.totpEnable(request.operator!.id, request.body.code);
        await operators.audit(actorOf(request), 'operator.totp_enable', {
          type: 'operator',
          id: request.operator!.id,
        });
        return ok(null, '已启用动态验证码');
      },
    );
    r.get(
      '/admin/api/operators',
      { onRequest: app.requirePermission(PERMISSION.operators), schema: { tags } },
      async () => ok<OperatorRow[]>((await operators.accounts.list()).map(asRole)),
    );
    r.post(
      '/admin/api/operators',
      { onRequest: app.requirePermission(PERMISSION.operators), schema: { tags, body: createBody } },
      async (request) => {
        const id = await operators.accounts.add(request.body);
        await operators.audit(
          actorOf(request),
          'operator.create',
          { type: 'operator', id },
          { username: request.body.username, role: request.body.role },
        );
        return ok<CreatedRow>({ id }, '已创建');
      },
    );
    r.post(
      '/admin/api/operators/:id/status',
      {
        onRequest: app.requirePermission(PERMISSION.operators),
        schema: { tags, params: idParams, body: statusBody },
      },
      async (request) => {
        const change = await operators.accounts.setStatus(
          request.operator!.id,
          request.params.id,
          request.body.status,
        );
        await auditStatus(request, request.params.id, change);
        return ok(null, request.body.status === 1 ? '已启用' : '已停用，该操作员已被强制下线');
      },
    );
    r.post(
      '/admin/api/operators/:id/totp/reset',
      { onRequest: app.requirePermission(PERMISSION.operators), schema: { tags, params: idParams } },
      async (request) => {
        await operators.accounts.resetTotp(request.operator!.id, request.params.id);
        await operators.audit(actorOf(request), 'operator.totp_reset', {
          type: 'operator',
          id: request.params.id,
        });
        return ok(null, '已重置动态验证码，该操作员下次登录后需重新绑定');
      },
    );
  };
}
