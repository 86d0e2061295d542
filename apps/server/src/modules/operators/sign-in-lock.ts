import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijingHm } from '../../lib/clock.js';
import { operatorsRepository as repo } from './operators.repository.js';

const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60_000;

export type Attempt = { locksUntil: number | null } | { lockedUntil: number };

export function lockedError(until: number): AppError {
  return new AppError(`登录失败次数过多，请于${formatBeijingHm(new Date(until))}后再试`);
}

/**
 * Counts a password check (a sign-in, or the old password of a change) in one conditional UPDATE
 * before the password is checked, so parallel attempts on any number of nodes cannot all pass a
 * check of the same old count. The attempt that takes the last place also starts the lock (a
 * success lifts it); while locked, nothing is counted or checked. An expired lock starts a fresh
 * count.
 */
export async function claimAttempt(db: Kysely<DB>, operatorId: number, now: number): Promise<Attempt> {
  for (let tries = 0; ; tries++) {
    const claimed = await repo.claimAttempt(db, operatorId, now, MAX_FAILURES, LOCK_MS);
    if (claimed) return { locksUntil: claimed.locked_until === null ? null : Number(claimed.locked_until) };
    const op = await repo.lockedUntil(db, operatorId);
    const until = Number(op?.locked_until ?? 0);
    // Lifted in between by a successful sign-in: claim again (a deleted account stays refused).
    if (until > now || !op || tries >= 3) return { lockedUntil: Math.max(until, now + 1) };
  }
}
