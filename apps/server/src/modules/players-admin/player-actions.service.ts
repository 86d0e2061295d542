import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuditService } from '../audit/audit.service.js';
import { sessions as sessionReads } from '../auth/auth.public.js';
import type { SessionService } from '../auth/session.service.js';
import { inbox } from '../messages/inbox.js';
import { players } from '../user/user.public.js';
import { PLAYER_MSG, requireProfile, type Actor } from './player-profile.js';

const PAY_PASSWORD_RESET_NOTICE =
  '您的支付密码已由客服重置，请使用客服告知的新支付密码，并尽快在“修改支付密码”中改为您自己的密码。' +
  '如非本人申请，请立即联系客服。';

/** Refusal when the flag already has the asked value. */
function unchangedMessage(column: 'isblack' | 'status', value: 0 | 1): string {
  if (column === 'isblack') return value === 1 ? PLAYER_MSG.alreadyBlack : PLAYER_MSG.notBlack;
  return value === 0 ? PLAYER_MSG.alreadyDisabled : PLAYER_MSG.alreadyActive;
}

/**
 * The account actions on a player (blacklist, disable, force logout, payment password reset),
 * each audited with the state before and after.
 */
export function createPlayerActions(deps: {
  db: Kysely<DB>;
  clock: Clock;
  sessions: SessionService;
  audit: AuditService;
}) {
  const { db, clock, sessions, audit } = deps;

  /** Changes one flag of the player and records it in the same transaction. */
  async function setFlag(
    id: number,
    column: 'isblack' | 'status',
    value: 0 | 1,
    reason: string,
    actor: Actor,
    action: string,
  ) {
    const p = await requireProfile(db, id);
    const current = Number(p[column]);
    if (current === value) throw new AppError(unchangedMessage(column, value));
    await inTransaction(db, async (trx) => {
      await players.setFlag(trx, id, column, value);
      await audit.record(
        {
          operatorId: actor.operatorId,
          action,
          target: { type: 'user', id },
          detail: { username: p.username, reason },
          before: { [column]: current },
          after: { [column]: value },
          ip: actor.ip,
        },
        trx,
      );
    });
  }

  return {
    /**
     * Blacklisted players cannot log in, launch games or withdraw (each refused with its own
     * message); their sessions end at once.
     */
    async setBlacklist(id: number, isblack: 0 | 1, reason: string, actor: Actor): Promise<void> {
      if (isblack === 1 && !reason) throw new AppError(PLAYER_MSG.reasonRequired);
      const action = isblack === 1 ? 'player.blacklist' : 'player.unblacklist';
      await setFlag(id, 'isblack', isblack, reason, actor, action);
      if (isblack === 1) await sessions.revokeAll(id);
    },

    /** A disabled account cannot log in; its sessions end at once. */
    async setStatus(id: number, status: 0 | 1, reason: string, actor: Actor): Promise<void> {
      if (status === 0 && !reason) throw new AppError(PLAYER_MSG.reasonRequired);
      await setFlag(id, 'status', status, reason, actor, status === 0 ? 'player.disable' : 'player.enable');
      if (status === 0) await sessions.revokeAll(id);
    },

    /** Ends every session of the player; the next call from any device answers 401. */
    async forceLogout(id: number, actor: Actor): Promise<{ sessions: number }> {
      const p = await requireProfile(db, id);
      const active = await sessionReads.activeCount(db, id, clock.now().getTime());
      await sessions.revokeAll(id);
      await audit.record({
        operatorId: actor.operatorId,
        action: 'player.force_logout',
        target: { type: 'user', id },
        detail: { username: p.username },
        before: { active_sessions: active },
        after: { active_sessions: 0 },
        ip: actor.ip,
      });
      return { sessions: active };
    },

    /**
     * The player client can only change a payment password by giving the old one, so a reset sets
     * a random 6-digit one, shown once to the operator to pass on after checking the caller's
     * identity. The failure counter and any lock are cleared; the player is told in the inbox.
     */
    async resetPayPassword(id: number, actor: Actor): Promise<{ pay_password: string }> {
      const p = await requireProfile(db, id);
      const plain = String(randomInt(1_000_000)).padStart(6, '0');
      const hash = await hashPassword(plain);
      const now = clock.now().getTime();
      await inTransaction(db, async (trx) => {
        await players.resetPayPassword(trx, id, hash);
        const notice = {
          kind: 'security',
          title: '支付密码已重置',
          content: PAY_PASSWORD_RESET_NOTICE,
        } as const;
        await inbox.send(trx, id, notice, now);
        await audit.record(
          {
            operatorId: actor.operatorId,
            action: 'player.pay_password_reset',
            target: { type: 'user', id },
            detail: { username: p.username },
            before: { pay_locked: p.pay_locked_until !== null && Number(p.pay_locked_until) > now },
            after: { pay_locked: false, pay_password: 'reset' },
            ip: actor.ip,
          },
          trx,
        );
      });
      return { pay_password: plain };
    },
  };
}
