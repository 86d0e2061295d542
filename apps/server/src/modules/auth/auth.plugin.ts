import { defineModule } from '../module.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService, type AuthService } from './auth.service.js';
import { createCaptchaService, type CaptchaService } from './captcha.service.js';
import { createPayPasswordGuard, type PayPasswordGuard } from './pay-password.guard.js';

declare module '../module.js' {
  interface Services {
    auth: AuthService;
    captcha: CaptchaService;
    payPassword: PayPasswordGuard;
  }
}

/** Registration, login with captcha and lock-out, passwords and the payment password's guard. */
export default defineModule(
  'auth',
  ['player-auth', 'protection', 'risk'],
  async (app, { db, clock, config, events }) => {
    const { sessions, protection, risk } = app.services;
    const captcha = createCaptchaService(db, clock, config.CAPTCHA_MODE);
    const payPassword = createPayPasswordGuard(db, clock);
    const auth = createAuthService({
      db,
      clock,
      captcha,
      sessions,
      payPassword,
      gate: risk.gate,
      protection: protection.guard,
      lockFailures: config.LOGIN_LOCK_FAILURES,
      lockMinutes: config.LOGIN_LOCK_MINUTES,
      onRegistered: (trx, userId, referrerId, now) =>
        events.emitInTransaction(trx, 'playerRegistered', { userId, referrerId, now }),
    });
    Object.assign(app.services, { auth, captcha, payPassword });
    await app.register(
      authRoutes(auth, captcha, {
        registerPer10Min: config.RATE_REGISTER_PER_10MIN,
        loginPer10Min: config.RATE_LOGIN_PER_10MIN,
        captchaPer10Min: config.RATE_CAPTCHA_PER_10MIN,
      }),
    );
  },
);
