import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CODE, MSG } from '@app/shared';
import { defineModule } from '../module.js';
import { cleanDeviceId, type RiskClient } from '../risk/client.js';
import { createSessionService, type SessionService } from './session.service.js';

declare module '../module.js' {
  interface Services {
    sessions: SessionService;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    userId: number;
    token: string;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{20,128})$/i.exec(header);
  return match ? match[1]! : null;
}

/** A missing, unknown, revoked or expired token answers HTTP 401 {code: 401}, as the client expects. */
function registerAuth(app: FastifyInstance, sessions: SessionService): void {
  app.decorateRequest('userId', 0);
  app.decorateRequest('token', '');
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearer(request);
    const userId = token ? await sessions.resolve(token) : null;
    if (!token || !userId) {
      return reply.status(401).send({ code: CODE.unauthenticated, message: MSG.unauthenticated, data: null });
    }
    request.userId = userId;
    request.token = token;
  });
}

/** Player sessions and `app.authenticate`, which every player module's routes use. */
export const playerAuthPlugin = defineModule('player-auth', [], async (app, { db, clock, config, bus }) => {
  const sessions = createSessionService(db, clock, config.SESSION_TTL_HOURS, bus);
  app.services.sessions = sessions;
  registerAuth(app, sessions);
});

/**
 * The request's client as risk control and the login history record it: the address (Fastify's
 * request.ip, the real one behind the proxy when TRUST_PROXY is on), the player site's X-Device-Id
 * (dropped unless well formed) and the user agent.
 */
export function clientInfo(request: FastifyRequest): RiskClient {
  return {
    ip: request.ip,
    deviceId: cleanDeviceId(request.headers['x-device-id']),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 255),
  };
}
