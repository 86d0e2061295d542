import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AGENT_MSG, agentApplyBody, emptyBody } from '@app/shared';
import { agentRejectBody as reviewBody, idParams, type AgentApplication } from '@app/shared/admin-contract';
import { actorOf } from '../../lib/actor.js';
import { ok } from '../../lib/app-error.js';
import type { OperatorsService } from '../operators/operators.service.js';
import { PERMISSION } from '../operators/permissions.js';
import type { AgentService } from './agent.service.js';

export function agentRoutes(agent: AgentService, operators: OperatorsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.post(
      '/api/applyagentdo',
      { onRequest: app.authenticate, schema: { tags: ['agent'], body: agentApplyBody } },
      async (request) => {
        await agent.apply(request.userId, request.body);
        return ok(null, AGENT_MSG.submitted);
      },
    );
    r.post(
      '/api/agentApplyStatus',
      { onRequest: app.authenticate, schema: { tags: ['agent'], body: emptyBody } },
      async (request) => ok(await agent.status(request.userId)),
    );
    const players = { onRequest: app.requirePermission(PERMISSION.playersWrite) };
    r.get('/admin/api/agent-applications/pending', { ...players, schema: { tags: ['admin'] } }, async () =>
      ok<AgentApplication[]>(await agent.pending()),
    );
    r.post(
      '/admin/api/agent-applications/:id/approve',
      { ...players, schema: { tags: ['admin'], params: idParams } },
      async (request) => {
        await agent.review(request.params.id, request.operator!.id, { approve: true });
        await operators.audit(actorOf(request), 'agent.approve', {
          type: 'agent_application',
          id: request.params.id,
        });
        return ok(null, '已通过');
      },
    );
    r.post(
      '/admin/api/agent-applications/:id/reject',
      { ...players, schema: { tags: ['admin'], params: idParams, body: reviewBody } },
      async (request) => {
        await agent.review(request.params.id, request.operator!.id, {
          approve: false,
          reason: request.body.reason || '资料不完整',
        });
        await operators.audit(
          actorOf(request),
          'agent.reject',
          { type: 'agent_application', id: request.params.id },
          { reason: request.body.reason },
        );
        return ok(null, '已拒绝');
      },
    );
  };
}
