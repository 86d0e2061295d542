import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AGENT_CONSOLE_MSG, emptyBody } from '@app/shared';
import {
  agentLoginBody,
  agentPlayersQuery,
  agentStatementsQuery,
  agentTotpCodeBody,
  openSubAgentBody,
} from '@app/shared/agent-contract';
import { idParams } from '@app/shared/admin-contract';
import { ok } from '../../lib/app-error.js';
import { clientInfo } from '../auth/player-auth.plugin.js';
import type { AgentAuth } from './agent-auth.service.js';
import type { AgentConsoleService } from './agent-console.service.js';

const TEN_MINUTES = 10 * 60_000;

/** The agent console's API under /agent/api: sign-in, then the agent's own figures and tree. */
export function agentConsoleRoutes(
  auth: AgentAuth,
  service: AgentConsoleService,
  options: { loginPer10Min: number; siteTitle: () => Promise<string> },
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['agent-console'];
    const agent = { onRequest: app.authenticateAgent };

    r.post(
      '/agent/api/login',
      {
        config: { rateLimit: { max: options.loginPer10Min, timeWindow: TEN_MINUTES } },
        schema: { tags, body: agentLoginBody },
      },
      async (request) => ok(await auth.login(request.body, clientInfo(request))),
    );
    r.post('/agent/api/logout', { ...agent, schema: { tags, body: emptyBody } }, async (request) => {
      await auth.logout(request.token);
      return ok(null, '已退出登录');
    });
    r.get('/agent/api/me', { ...agent, schema: { tags } }, async (request) =>
      ok(await service.me(request.agentId)),
    );
    r.get('/agent/api/overview', { ...agent, schema: { tags } }, async (request) =>
      ok(await service.overview(request.agentId)),
    );
    r.get(
      '/agent/api/players',
      { ...agent, schema: { tags, querystring: agentPlayersQuery } },
      async (request) =>
        ok(await service.players(request.agentId, request.query.page, request.query.username || undefined)),
    );
    r.get('/agent/api/sub-agents', { ...agent, schema: { tags } }, async (request) =>
      ok(await service.subAgents(request.agentId)),
    );
    r.post(
      '/agent/api/sub-agents',
      { ...agent, schema: { tags, body: openSubAgentBody } },
      async (request) => {
        await service.openSubAgent(request.agentId, request.body.user_id);
        return ok(null, AGENT_CONSOLE_MSG.subAgentOpened);
      },
    );
    r.get(
      '/agent/api/statements',
      { ...agent, schema: { tags, querystring: agentStatementsQuery } },
      async (request) => ok(await service.statements(request.agentId, request.query.page)),
    );
    r.get('/agent/api/statements/:id', { ...agent, schema: { tags, params: idParams } }, async (request) =>
      ok(await service.statement(request.agentId, request.params.id)),
    );
    r.post('/agent/api/totp/setup', { ...agent, schema: { tags, body: emptyBody } }, async (request) =>
      ok(await auth.totpSetup(request.agentId, await options.siteTitle())),
    );
    r.post(
      '/agent/api/totp/enable',
      { ...agent, schema: { tags, body: agentTotpCodeBody } },
      async (request) => {
        await auth.totpEnable(request.agentId, request.body.code);
        return ok(null, '已开启动态验证码，下次登录时需要输入');
      },
    );
  };
}
