import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MSG, emptyBody, loginBody, passwordChangeBody, registerBody } from '@app/shared';
import { ok } from '../../lib/app-error.js';
import { clientInfo } from './player-auth.plugin.js';
import type { AuthService } from './auth.service.js';
import type { CaptchaService } from './captcha.service.js';

export interface AuthRouteLimits {
  registerPer10Min: number;
  loginPer10Min: number;
  captchaPer10Min: number;
}

const TEN_MINUTES = 10 * 60_000;

export function authRoutes(auth: AuthService, captcha: CaptchaService, limits: AuthRouteLimits) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const perIp = (max: number) => ({ rateLimit: { max, timeWindow: TEN_MINUTES } });

    r.get('/api/captcha', { config: perIp(limits.captchaPer10Min), schema: { tags: ['auth'] } }, async () =>
      ok(await captcha.issue()),
    );

    r.post(
      '/api/register',
      { config: perIp(limits.registerPer10Min), schema: { tags: ['auth'], body: registerBody } },
      async (request) => ok(await auth.register(request.body, clientInfo(request)), MSG.registerSuccess),
    );

    r.post(
      '/api/login_pc',
      { config: perIp(limits.loginPer10Min), schema: { tags: ['auth'], body: loginBody } },
      async (request) => ok(await auth.login(request.body, clientInfo(request)), MSG.loginSuccess),
    );

    r.post(
      '/api/logoff',
      { onRequest: app.authenticate, schema: { tags: ['auth'], body: emptyBody } },
      async (request) => {
        await auth.logout(request.token, request.userId);
        return ok(null, MSG.logoutSuccess);
      },
    );

    for (const [path, kind] of [
      ['/api/editPassword', 'login'],
      ['/api/editPayPassword', 'pay'],
    ] as const) {
      r.post(
        path,
        { onRequest: app.authenticate, schema: { tags: ['auth'], body: passwordChangeBody } },
        async (request) => {
          await auth.changePassword(request.userId, kind, request.body, request.ip);
          return ok(null, MSG.passwordChanged);
        },
      );
    }
  };
}
