import type { Kysely } from 'kysely';
import { SETUP_TOKEN_MSG } from '@app/shared/admin-contract';
import { checkOperatorPassword } from '@app/shared/password-strength';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { AuditService } from '../audit/audit.service.js';
import { operators } from '../operators/operators.public.js';
import type { OperatorsService } from '../operators/operators.service.js';
import { firstOperatorRepository as repo } from './first-operator.repository.js';

const TOKEN_TTL_MS = 24 * 3_600_000;
/** Nodes of one deployment start within this of each other; a later start issues a fresh token. */
const SAME_START_MS = 60_000;

export const SETUP_MSG = {
  invalid: SETUP_TOKEN_MSG,
  done: '后台已初始化，请直接登录',
  created: '超级管理员已创建，请登录',
} as const;

export type FirstOperatorOutcome =
  { kind: 'password'; username: string; password: string } | { kind: 'setup-token'; token: string } | null;

/**
 * How a site gets its first operator. Development: a random password printed once (or
 * ADMIN_INITIAL_PASSWORD). Production never prints a password: ADMIN_INITIAL_PASSWORD, or else a
 * one-time setup token (only its hash is stored) with which the person deploying creates the
 * first super operator and chooses its password.
 */
export function createFirstOperatorService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  operators: OperatorsService;
  audit: AuditService;
}) {
  const { db, clock } = deps;
  return {
    async ensure(opts: { initialPassword?: string; production: boolean }): Promise<FirstOperatorOutcome> {
      if (await operators.any(db)) return null;
      if (opts.production && opts.initialPassword) {
        await deps.operators.accounts.ensureFirstAdmin(opts.initialPassword);
        return null;
      }
      if (!opts.production) {
        const created = await deps.operators.accounts.ensureFirstAdmin(opts.initialPassword);
        return created && { kind: 'password', ...created };
      }
      const token = newToken();
      const issued = await repo.issue(
        db,
        hashToken(token),
        clock.now().getTime(),
        TOKEN_TTL_MS,
        SAME_START_MS,
      );
      return issued ? { kind: 'setup-token', token } : null;
    },

    /** Whether the console should offer the setup page (no operator exists yet). */
    async needed(): Promise<boolean> {
      return !(await operators.any(db));
    },

    /** Creates the first super operator with the token, once; the token is spent with it. */
    async setup(input: { token: string; username: string; password: string }, ip: string): Promise<void> {
      // Cheap refusals first: once set up (or with a wrong token) no strength check or hash runs.
      const now = clock.now().getTime();
      if (await operators.any(db)) throw new AppError(SETUP_MSG.done);
      if (!(await repo.isLive(db, hashToken(input.token), now))) throw new AppError(SETUP_MSG.invalid);
      const weak = checkOperatorPassword(input.password, [input.username]);
      if (weak) throw new AppError(weak);
      const passwordHash = await hashPassword(input.password);
      await inTransaction(db, async (trx) => {
        if (await operators.any(trx)) throw new AppError(SETUP_MSG.done);
        if (!(await repo.claim(trx, hashToken(input.token), now))) throw new AppError(SETUP_MSG.invalid);
        const operatorId = await operators.create(trx, {
          username: input.username,
          password_hash: passwordHash,
          role: 'super',
          must_change_password: 0,
          created_at: now,
        });
        await deps.audit.record(
          {
            operatorId,
            action: 'operator.setup',
            target: { type: 'operator', id: operatorId },
            detail: { username: input.username },
            ip,
          },
          trx,
        );
      });
    },
  };
}

export type FirstOperatorService = ReturnType<typeof createFirstOperatorService>;
