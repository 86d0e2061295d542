import type { Kysely } from 'kysely';
import { EXCLUSION_DURATIONS, PROTECTION_MSG, type ExclusionDuration, type ExclusionKind } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { SessionService } from '../auth/session.service.js';
import { players } from '../user/user.public.js';
import { exclusionEnd } from './exclusion-rules.js';
import { exclusionsRepository as repo } from './exclusions.repository.js';
import { currentExclusion } from './guard.service.js';
import { atOrNull } from './wire-format.js';

export interface ExclusionsDeps {
  db: Kysely<DB>;
  clock: Clock;
  sessions: Pick<SessionService, 'revokeAll'>;
  /** After an exclusion starts: brings money back from game platforms so none is stuck there. */
  onExclusionStarted?: (userId: number) => Promise<unknown>;
  log: (obj: Record<string, unknown>, msg: string) => void;
}

const confirmed = (v: unknown) => v === true || v === 1 || v === '1';

/**
 * Time-outs and self-exclusions, taken by the player. They start at once, end every session and
 * cannot be lifted early, by the player or by an operator (there is no route that does).
 */
export function createExclusionsService(deps: ExclusionsDeps) {
  const { db, clock } = deps;
  const now = () => clock.now().getTime();

  return {
    /**
     * Starts a time-out or self-exclusion now. Self-exclusion asks for the login password, since
     * it cannot be undone. Every session ends; money in game platforms is brought back.
     */
    async startExclusion(
      userId: number,
      input: { kind: string; duration: string; confirm?: unknown; password?: string },
      ip: string,
    ): Promise<{ ends_at: string | null; message: string }> {
      const kind = input.kind as ExclusionKind;
      const durations = EXCLUSION_DURATIONS[kind];
      if (!durations || !durations.includes(input.duration as ExclusionDuration))
        throw new AppError(PROTECTION_MSG.durationInvalid);
      if (!confirmed(input.confirm)) throw new AppError(PROTECTION_MSG.confirmRequired);
      if (kind === 'self_exclusion') {
        if (!input.password) throw new AppError(PROTECTION_MSG.passwordRequired);
        const hash = await players.passwordHash(db, userId);
        if (hash === undefined || !(await verifyPassword(hash, input.password)))
          throw new AppError(PROTECTION_MSG.passwordWrong);
      }
      // Checked and started under the player's row lock: one exclusion however many nodes race.
      const endsAt = await inTransaction(db, async (trx) => {
        await players.lockRow(trx, userId);
        if (await currentExclusion(trx, userId, now())) throw new AppError(PROTECTION_MSG.alreadyExcluded);
        const t = now();
        const end = exclusionEnd(input.duration as ExclusionDuration, t);
        await repo.insertExclusion(trx, {
          user_id: userId,
          kind,
          duration: input.duration,
          starts_at: t,
          ends_at: end,
          ip: ip.slice(0, 64),
          created_at: t,
        });
        return end;
      });
      await deps.sessions.revokeAll(userId);
      await deps
        .onExclusionStarted?.(userId)
        .catch((err: unknown) => deps.log({ err, userId }, 'recovering game wallets at exclusion failed'));
      const until = atOrNull(endsAt);
      return { ends_at: until, message: PROTECTION_MSG.exclusionStarted(kind, until) };
    },
  };
}
