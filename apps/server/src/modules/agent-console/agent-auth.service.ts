import type { Kysely } from 'kysely';
import { AGENT_CONSOLE_MSG, CODE } from '@app/shared';
import type { AgentLoginBody } from '@app/shared/agent-contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { qrDataUrl } from '../../lib/qr.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { agentAccounts } from '../agent/agent.public.js';
import type { AuthService, ClientInfo } from '../auth/auth.service.js';
import { newTotpSecret, totpStep } from '../operators/totp.js';
import type { RiskGate } from '../risk/risk.service.js';
import { players } from '../user/user.public.js';
import { agentConsoleRepository as repo } from './agent-console.repository.js';

export const AGENT_TOTP_MSG = {
  required: '请输入动态验证码',
  wrong: '动态验证码错误',
  setupFirst: '请先生成动态验证码密钥',
} as const;

/**
 * The agent console's sign-in: the site's own credential checks (captcha, lock-out, password, the
 * account's state), then the agent's standing, then its authenticator code once enabled (each code
 * used once). A console session is its own token, kept apart from the player's sessions: signing in
 * here neither ends nor grants a player session, and a player token opens nothing here. Sessions
 * are read from the database on every call, so a freeze or a logout holds on every node at once.
 */
export function createAgentAuth(
  db: Kysely<DB>,
  clock: Clock,
  auth: AuthService,
  ttlHours: number,
  /** Risk control records (and may refuse) each console sign-in, in the session's transaction. */
  gate: RiskGate,
) {
  async function requireAgent(userId: number) {
    const agent = await agentAccounts.consoleAccount(db, userId);
    if (!agent) throw new AppError(AGENT_CONSOLE_MSG.notAgent, CODE.forbidden);
    if (Number(agent.state) !== 1) throw new AppError(AGENT_CONSOLE_MSG.frozen, CODE.forbidden);
    return agent;
  }

  return {
    async login(body: AgentLoginBody, client: ClientInfo): Promise<{ token: string }> {
      const user = await auth.checkCredentials(body, client);
      const agent = await requireAgent(user.id);
      const now = clock.now().getTime();
      if (agent.totp_secret) {
        if (!body.totp)
          throw new AppError(AGENT_TOTP_MSG.required, CODE.badRequest, 200, { totp_required: true });
        const step = totpStep(agent.totp_secret, body.totp, now);
        if (step === null || !(await agentAccounts.claimTotpStep(db, user.id, step)))
          throw new AppError(AGENT_TOTP_MSG.wrong, CODE.badRequest, 200, { totp_required: true });
      }
      const token = newToken();
      await inTransaction(db, async (trx) => {
        await repo.insertSession(trx, {
          user_id: user.id,
          token_hash: hashToken(token),
          created_at: now,
          expires_at: now + ttlHours * 3_600_000,
        });
        await gate.admit(trx, { event: 'login', userId: user.id, client });
      });
      return { token };
    },

    /** The agent behind a console token, or null (unknown, ended, expired, frozen or disabled). */
    async resolve(token: string): Promise<number | null> {
      const row = await repo.sessionUser(db, hashToken(token), clock.now().getTime());
      if (!row) return null;
      const id = Number(row.user_id);
      const [agent, user] = await Promise.all([
        agentAccounts.consoleAccount(db, id),
        players.find(db, id, ['status', 'isblack']),
      ]);
      const standing = Number(agent?.state) === 1 && user?.status === 1 && user.isblack === 0;
      return standing ? id : null;
    },

    async logout(token: string): Promise<void> {
      await repo.revokeSession(db, hashToken(token), clock.now().getTime());
    },

    async totpSetup(userId: number, issuer: string) {
      await requireAgent(userId);
      const { username } = await players.columns(db, userId, ['username']);
      const { secret, uri } = newTotpSecret(username, issuer);
      await agentAccounts.setTotpPending(db, userId, secret);
      return { secret, uri, qr: await qrDataUrl(uri) };
    },

    async totpEnable(userId: number, code: string): Promise<void> {
      const agent = await requireAgent(userId);
      if (!agent.totp_pending) throw new AppError(AGENT_TOTP_MSG.setupFirst);
      const step = totpStep(agent.totp_pending, code, clock.now().getTime());
      if (step === null) throw new AppError(AGENT_TOTP_MSG.wrong);
      await agentAccounts.enableTotp(db, userId, agent.totp_pending, step);
    },
  };
}

export type AgentAuth = ReturnType<typeof createAgentAuth>;
