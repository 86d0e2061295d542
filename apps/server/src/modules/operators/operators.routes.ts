import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/app-error.js';
import { operatorToken } from '../../plugins/operator-auth.js';
import type { OperatorsService } from './operators.service.js';

const loginBody = z.strictObject({ username: z.string().max(32), password: z.string().max(64), totp: z.string().max(8).optional() });
const passwordBody = z.strictObject({ old_password: z.string().max(64), new_password: z.string().max(64) });
const TEN_MINUTES = 10 * 60_000;

export function operatorsRoutes(operators: OperatorsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    r.post('/admin/api/login', { config: { rateLimit: { max: 30, timeWindow: TEN_MINUTES } }, schema: { tags, body: loginBody } }, async (request) =>
      ok(await operators.login(request.body, request.ip), '登录成功'),
    );
    r.post('/admin/api/logout', { onRequest: app.requirePermission(null), schema: { tags } }, async (request) => {
      await operators.logout(operatorToken(request));
      return ok(null, '已退出');
    });
    r.get('/admin/api/me', { onRequest: app.requirePermission(null), schema: { tags } }, async (request) => ok(request.operator));
    r.post('/admin/api/password', { onRequest: app.requirePermission(null), schema: { tags, body: passwordBody } }, async (request) => {
      await operators.changePassword(request.operator!.id, request.body.old_password, request.body.new_password);
      await operators.audit(request.operator!.id, 'operator.password', { type: 'operator', id: request.operator!.id }, {}, request.ip);
      return ok(null, '密码修改成功！');
    });
  };
}
