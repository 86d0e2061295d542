import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE } from '@app/shared';
import type { AuditService } from '../audit/audit.service.js';
import type { OperatorIdentity, OperatorsService } from './operators.service.js';
import { roleAllows, type Permission } from './permissions.js';

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorIdentity | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid operator session with this permission, or 401/403. */
    requirePermission: (permission: Permission | null) => PermissionHook;
  }
}

/** The hook carries its permission so the route table says what each back-office route needs. */
export type PermissionHook = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  permission: Permission | null;
};

const PASSWORD_CHANGE_PATHS = new Set(['/admin/api/password', '/admin/api/me', '/admin/api/logout']);

/** Operator tokens live in their own table: a player's token never opens the back office. */
export function registerOperatorAuth(
  app: FastifyInstance,
  operators: OperatorsService,
  audit: AuditService,
): void {
  app.decorateRequest('operator', null);
  /** A refused call is recorded: a forged or expired token (someone tried), or a role overreaching. */
  const deny = async (request: FastifyRequest, operatorId: number, reason: string) => {
    await audit.record({
      operatorId,
      action: 'access.denied',
      target: { type: 'route', id: `${request.method} ${request.routeOptions.url ?? ''}`.slice(0, 64) },
      detail: { reason },
      ip: request.ip,
      outcome: 'denied',
    });
  };
  const hook = (permission: Permission | null) => async (request: FastifyRequest, reply: FastifyReply) => {
    const presented = request.headers.authorization;
    const match = /^Bearer\s+(\S{20,128})$/i.exec(presented ?? '');
    const operator = match ? await operators.signIn.resolve(match[1]!) : null;
    if (!operator) {
      // No header at all is an ordinary signed-out visit; a token that opens nothing is an attempt.
      if (presented) await deny(request, 0, match ? 'invalid_or_expired_session' : 'malformed_authorization');
      return reply.status(401).send({ code: CODE.unauthenticated, message: '请先登录后台', data: null });
    }
    if (operator.mustChangePassword && !PASSWORD_CHANGE_PATHS.has(request.routeOptions.url ?? '')) {
      return reply.status(403).send({ code: CODE.forbidden, message: '首次登录请先修改密码', data: null });
    }
    if (permission && !roleAllows(operator.role, permission)) {
      await deny(request, operator.id, `missing_permission:${permission}`);
      return reply.status(403).send({ code: CODE.forbidden, message: '没有权限执行此操作', data: null });
    }
    request.operator = operator;
  };
  app.decorate('requirePermission', (permission: Permission | null): PermissionHook =>
    Object.assign(hook(permission), { permission }),
  );
}

export function operatorToken(request: FastifyRequest): string {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
}
