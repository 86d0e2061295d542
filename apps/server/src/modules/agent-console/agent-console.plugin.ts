import type { FastifyReply, FastifyRequest } from 'fastify';
import { CODE, MSG } from '@app/shared';
import { defineModule } from '../module.js';
import { createAgentAuth } from './agent-auth.service.js';
import { agentConsoleRoutes } from './agent-console.routes.js';
import { createAgentConsoleService } from './agent-console.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    agentId: number;
  }
  interface FastifyInstance {
    /** The agent console's session hook: a console token of an active agent, or HTTP 401. */
    authenticateAgent: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const BEARER = /^Bearer\s+(\S{20,128})$/i;

/** The agent console's API: its own sessions (never a player's token), scoped to the agent's tree. */
export default defineModule(
  'agent-console',
  ['site', 'agent', 'auth', 'risk'],
  async (app, { db, clock, config }) => {
    const { auth, agentTree, agentSettlement, settings, risk } = app.services;
    const agentAuth = createAgentAuth(db, clock, auth, config.SESSION_TTL_HOURS, risk.gate);
    const service = createAgentConsoleService(db, clock, { tree: agentTree, settlement: agentSettlement });

    app.decorateRequest('agentId', 0);
    app.decorate('authenticateAgent', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const agentId = token ? await agentAuth.resolve(token) : null;
      if (!token || !agentId) {
        return reply
          .status(401)
          .send({ code: CODE.unauthenticated, message: MSG.unauthenticated, data: null });
      }
      request.agentId = agentId;
      request.token = token;
    });

    await app.register(
      agentConsoleRoutes(agentAuth, service, {
        loginPer10Min: config.RATE_LOGIN_PER_10MIN,
        siteTitle: async () => `${(await settings.values()).site_title} 代理`,
      }),
    );
  },
);
