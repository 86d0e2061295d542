import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE } from '@app/shared';
import type { OperatorIdentity, OperatorsService } from '../modules/operators/operators.service.js';
import { roleAllows, type Permission } from '../modules/operators/permissions.js';

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorIdentity | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid operator session with this permission, or 401/403. */
    requirePermission: (permission: Permission | null) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const PASSWORD_CHANGE_PATHS = new Set(['/admin/api/password', '/admin/api/me', '/admin/api/logout']);

/** Operator tokens live in their own table: a player's token never opens the back office. */
export function registerOperatorAuth(app: FastifyInstance, operators: OperatorsService): void {
  app.decorateRequest('operator', null);
  app.decorate('requirePermission', (permission: Permission | null) => async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer\s+(\S{20,128})$/i.exec(request.headers.authorization ?? '');
    const operator = match ? await operators.resolve(match[1]!) : null;
    if (!operator) {
      return reply.status(401).send({ code: CODE.unauthenticated, message: '请先登录后台', data: null });
    }
    if (operator.mustChangePassword && !PASSWORD_CHANGE_PATHS.has(request.routeOptions.url ?? '')) {
      return reply.status(403).send({ code: CODE.forbidden, message: '首次登录请先修改密码', data: null });
    }
    if (permission && !roleAllows(operator.role, permission)) {
      return reply.status(403).send({ code: CODE.forbidden, message: '没有权限执行此操作', data: null });
    }
    request.operator = operator;
  });
}

export function operatorToken(request: FastifyRequest): string {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
}
