import type { Kysely, Transaction } from 'kysely';
import {
  MSG,
  loginFailedTries,
  loginLockedMessage,
  validateLogin,
  validatePasswordChange,
  validateRegister,
  type LoginBody,
  type LoginResult,
  type PasswordKind,
  type RegisterBody,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction, isUniqueViolation } from '../../db/database.js';
import { LOCK_SPACE, lockName } from '../../db/locks.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, formatBeijingHm, type Clock } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { ledgerAccounts } from '../../ledger/accounts.js';
import { playerCredentials } from '../user/user.public.js';
import { authRepository } from './auth.repository.js';
import type { CaptchaService } from './captcha.service.js';
import type { SessionService } from './session.service.js';
import type { PayPasswordGuard } from './pay-password.guard.js';
import type { ProtectionGuard } from '../protection/protection.service.js';
import type { RiskClient } from '../risk/client.js';
import type { RiskGate } from '../risk/risk.service.js';

/** The request's client (clientInfo in player-auth.plugin.ts): address, device id, user agent. */
export type ClientInfo = RiskClient;

export interface AuthServiceDeps {
  db: Kysely<DB>;
  clock: Clock;
  captcha: CaptchaService;
  sessions: SessionService;
  payPassword: PayPasswordGuard;
  /** Risk control records (and may refuse) each registration and login, in its transaction. */
  gate: RiskGate;
  /** Age confirmation at registration, exclusions at login. */
  protection?: ProtectionGuard;
  lockFailures: number;
  lockMinutes: number;
  /** Runs in the registration's transaction (the agent tree takes in a referred player). */
  onRegistered?: (
    trx: Transaction<DB>,
    userId: number,
    referrerId: number | null,
    now: number,
  ) => Promise<void>;
}

// Verified against when the account does not exist, so a miss costs the same time as a wrong password.
const DUMMY_HASH_PROMISE = hashPassword('not-a-real-password-0');

export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock, captcha, sessions } = deps;
  const lockMs = deps.lockMinutes * 60_000;

  /** The player's row keeps the latest sign-in; the login history keeps every one. */
  async function recordLogin(
    q: Kysely<DB> | Transaction<DB>,
    userId: number,
    client: ClientInfo,
    now: number,
  ) {
    await playerCredentials.recordLogin(q, userId, client.ip, now);
    await authRepository.addLoginHistory(q, userId, client.ip, client.userAgent, now);
  }

  async function requireCaptcha(id?: string, answer?: string): Promise<void> {
    if (!captcha.required) return;
    if (!(await captcha.check(id, answer))) throw new AppError(MSG.captchaWrong);
  }

  /** A referral id that names no player is dropped rather than failing the registration. */
  async function resolveReferrer(pid?: string): Promise<number | null> {
    if (!pid || !/^\d{1,9}$/.test(pid)) return null;
    const referrer = await playerCredentials.byId(db, Number(pid));
    return referrer ? referrer.id : null;
  }

  /**
   * A browser that has signed in to the account before carries a device token and is exempt from
   * the lock.
   */
  async function trustedDevice(username: string, deviceToken?: string): Promise<boolean> {
    if (!deviceToken) return false;
    const device = await authRepository.findTrustedDevice(db, hashToken(deviceToken));
    const user = device ? await playerCredentials.byName(db, username) : undefined;
    return Boolean(device && user && device.user_id === user.id);
  }

  /**
   * Locked when the account saw `lockFailures` failures within the window; the lock lifts when the
   * oldest of them ages out. Strangers guessing passwords thus cannot lock the owner's own
   * browser out (see trustedDevice).
   */
  async function lockState(q: Kysely<DB> | Transaction<DB>, username: string, now: number) {
    const { n, first } = await authRepository.countFailures(q, username, now - lockMs);
    const left = deps.lockFailures - Number(n);
    return { left, until: left > 0 || first === null ? null : Number(first) + lockMs };
  }

  async function lockedUntil(q: Kysely<DB> | Transaction<DB>, username: string, now: number) {
    return (await lockState(q, username, now)).until;
  }

  /**
   * Counts an attempt as a failure before its password is checked, under a lock on the name held
   * by the database (so on every node): parallel guesses cannot all read the same old count, and
   * at most `lockFailures` passwords are checked in a window. A right password takes its count
   * back. Returns the failure's id, or when the account is locked, until when.
   */
  function claimAttempt(
    username: string,
    ip: string,
    now: number,
  ): Promise<{ id: number } | { until: number }> {
    return inTransaction(db, async (trx) => {
      await lockName(trx, LOCK_SPACE.loginName, username);
      const until = await lockedUntil(trx, username, now);
      if (until) return { until };
      return { id: await authRepository.addFailure(trx, username, ip, now) };
    });
  }

  async function checkCredentials(
    body: { name: string; password: string; captcha_id?: string; captcha?: string; device_token?: string },
    client: ClientInfo,
  ) {
    const name = body.name.trim().toLowerCase();
    const invalid = validateLogin({ ...body, name }, { captcha: captcha.required });
    if (invalid) throw new AppError(invalid);
    await requireCaptcha(body.captcha_id, body.captcha);
    // Before the password is checked (and counted): a blocked client learns nothing of it.
    await deps.gate.screenClient(db, { event: 'login', client });

    const now = clock.now().getTime();
    const trusted = await trustedDevice(name, body.device_token);
    let claim: number | null = null;
    if (!trusted) {
      const attempt = await claimAttempt(name, client.ip, now);
      if ('until' in attempt) {
        throw new AppError(loginLockedMessage(formatBeijingHm(new Date(attempt.until))));
      }
      claim = attempt.id;
    }

    const user = await playerCredentials.byName(db, name);
    const passwordOk = await verifyPassword(user?.password_hash ?? (await DUMMY_HASH_PROMISE), body.password);
    if (!user || !passwordOk) {
      // A claimed attempt is already counted; a trusted browser's failure counts as ever.
      if (claim === null) await authRepository.addFailure(db, name, client.ip, now);
      // The lock does not apply to a trusted browser, so it hears of no attempts left. Counted by
      // name, an unknown account is answered exactly as a known one.
      if (trusted) throw new AppError(MSG.loginFailed);
      const { left, until } = await lockState(db, name, clock.now().getTime());
      if (until) throw new AppError(loginLockedMessage(formatBeijingHm(new Date(until))));
      throw new AppError(loginFailedTries(left));
    }
    if (claim !== null) await authRepository.deleteFailure(db, claim);
    // Checked only after the password, so these answers reveal nothing to someone guessing.
    if (user.isblack === 1) throw new AppError(MSG.blacklisted);
    if (user.status === 0) throw new AppError(MSG.disabled);
    await deps.protection?.assertCanLogin(user.id);

    // Failures counted before this attempt are forgiven; guesses claimed after it stay counted.
    await authRepository.clearFailures(db, name, claim ?? undefined);
    return user;
  }

  return {
    async register(body: RegisterBody, client: ClientInfo): Promise<{ api_token: string }> {
      const name = body.name.trim().toLowerCase();
      const input = { ...body, name, realname: body.realname.trim() };
      const invalid = validateRegister(input, { captcha: captcha.required });
      if (invalid) throw new AppError(invalid);
      const adult = deps.protection?.checkAdult(body.adult) ?? false;
      await requireCaptcha(body.captcha_id, body.captcha);
      if (await playerCredentials.byName(db, name)) throw new AppError(MSG.usernameTaken);

      const [passwordHash, payHash, pid] = await Promise.all([
        hashPassword(input.password),
        hashPassword(input.paypassword),
        resolveReferrer(body.pid),
      ]);
      const now = clock.now().getTime();
      let userId: number;
      try {
        userId = await inTransaction(db, async (trx) => {
          const id = await playerCredentials.create(trx, {
            username: name,
            password_hash: passwordHash,
            pay_password_hash: payHash,
            realname: input.realname,
            pid,
            register_ip: client.ip,
            created_at: now,
          });
          await ledgerAccounts.main(trx, id, now);
          await deps.protection?.recordRegistration(trx, id, adult, now);
          await deps.onRegistered?.(trx, id, pid, now);
          await deps.gate.admit(trx, { event: 'register', userId: id, client });
          return id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new AppError(MSG.usernameTaken);
        throw err;
      }
      await recordLogin(db, userId, client, now);
      return { api_token: await sessions.create(userId, client.ip, client.userAgent) };
    },

    /**
     * The sign-in checks every door shares (the player site, the agent console): the form, the
     * captcha, the lock-out, the password, then the account's state. Answers the player.
     */
    checkCredentials,

    async login(body: LoginBody, client: ClientInfo): Promise<LoginResult> {
      const user = await checkCredentials(body, client);
      const now = clock.now().getTime();
      let deviceToken = body.device_token;
      const known = deviceToken
        ? await authRepository.findTrustedDevice(db, hashToken(deviceToken))
        : undefined;
      const trustedAlready = known && known.user_id === user.id;
      if (!trustedAlready) deviceToken = newToken();
      const previous = user.last_login_at;
      // One transaction with risk control's record of the sign-in: a refusal leaves no trace of it.
      await inTransaction(db, async (trx) => {
        if (trustedAlready) await authRepository.touchTrustedDevice(trx, known.id, now);
        else await authRepository.addTrustedDevice(trx, user.id, hashToken(deviceToken!), now);
        await recordLogin(trx, user.id, client, now);
        await deps.gate.admit(trx, { event: 'login', userId: user.id, client });
      });
      const token = await sessions.create(user.id, client.ip, client.userAgent);
      return {
        new_api_token: token,
        device_token: deviceToken!,
        previous_login_at: previous ? formatBeijing(new Date(Number(previous))) : null,
      };
    },

    logout(token: string, userId: number): Promise<void> {
      return sessions.revoke(token, userId);
    },

    /** Login password: ends every session, so the client returns to the root. Payment password: guarded. */
    async changePassword(
      userId: number,
      kind: PasswordKind,
      input: { password: string; paypassword: string; newpasword: string },
      ip: string,
    ): Promise<void> {
      const invalid = validatePasswordChange(input, kind);
      if (invalid) throw new AppError(invalid);
      const user = await playerCredentials.byId(db, userId);
      if (!user) throw new AppError(MSG.unauthenticated, 401, 401);
      if (kind === 'pay') {
        await deps.payPassword.verify(userId, input.password);
        await playerCredentials.setPasswordHash(
          db,
          userId,
          'pay_password_hash',
          await hashPassword(input.paypassword),
        );
        return;
      }
      // The old password is a password check like a login: claimed first, under the same lock.
      const attempt = await claimAttempt(user.username, ip, clock.now().getTime());
      if ('until' in attempt)
        throw new AppError(loginLockedMessage(formatBeijingHm(new Date(attempt.until))));
      if (!(await verifyPassword(user.password_hash, input.password)))
        throw new AppError(MSG.oldPasswordWrong);
      await authRepository.deleteFailure(db, attempt.id);
      await playerCredentials.setPasswordHash(
        db,
        userId,
        'password_hash',
        await hashPassword(input.paypassword),
      );
      await sessions.revokeAll(userId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
