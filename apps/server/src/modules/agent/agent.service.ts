import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { AGENT_MSG, CODE, formatFen, validateAgentApplication } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { lockUserRow } from '../../db/locks.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import { stripTags } from '../../lib/sanitize.js';
import { inbox } from '../messages/inbox.js';

export const AGENT_STATE = { pending: 1, approved: 2, rejected: 3 } as const;

/**
 * Agent applications (one pending per player; agents need not apply), operator review that makes
 * a player an agent, and the agent's read-only view of the players registered with their pid.
 */
export function createAgentService(db: Kysely<DB>, clock: Clock) {
  return {
    async apply(userId: number, input: { mobile: string; apply_info: string }): Promise<void> {
      const invalid = validateAgentApplication(input);
      if (invalid) throw new AppError(invalid);
      const now = clock.now().getTime();
      await inTransaction(db, async (trx) => {
        await lockUserRow(trx, userId);
        const user = await trx
          .selectFrom('users')
          .select('isagent')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        if (user.isagent === 1) throw new AppError(AGENT_MSG.already);
        const pending = await trx
          .selectFrom('agent_applications')
          .select('id')
          .where('user_id', '=', userId)
          .where('state', '=', AGENT_STATE.pending)
          .executeTakeFirst();
        if (pending) throw new AppError(AGENT_MSG.pending);
        await trx
          .insertInto('agent_applications')
          .values({
            user_id: userId,
            mobile: input.mobile.trim(),
            apply_info: stripTags(input.apply_info),
            created_at: now,
          })
          .execute();
      });
    },

    async pending() {
      const rows = await db
        .selectFrom('agent_applications as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select(['a.id', 'a.user_id', 'u.username', 'u.realname', 'a.mobile', 'a.apply_info', 'a.created_at'])
        .where('a.state', '=', AGENT_STATE.pending)
        .orderBy('a.id')
        .limit(50)
        .execute();
      return rows.map((r) => ({ ...r, created_at: formatBeijing(new Date(Number(r.created_at))) }));
    },

    async review(
      id: number,
      operatorId: number,
      decision: { approve: boolean; reason?: string },
    ): Promise<void> {
      const now = clock.now().getTime();
      await inTransaction(db, async (trx) => {
        const app = await trx
          .selectFrom('agent_applications')
          .select(['id', 'user_id'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!app) throw new AppError('申请不存在', CODE.notFound);
        const moved = await trx
          .updateTable('agent_applications')
          .set({
            state: decision.approve ? AGENT_STATE.approved : AGENT_STATE.rejected,
            reason: decision.reason ?? '',
            reviewed_by: operatorId,
            reviewed_at: now,
          })
          .where('id', '=', id)
          .where('state', '=', AGENT_STATE.pending)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw new AppError('该申请已处理', CODE.conflict);
        if (decision.approve)
          await trx.updateTable('users').set({ isagent: 1 }).where('id', '=', app.user_id).execute();
        await inbox.send(
          trx,
          app.user_id,
          decision.approve
            ? {
                kind: 'agent',
                title: '代理申请已通过',
                content: '恭喜您成为本站代理！分享您的推广链接，被推荐会员的存款与投注可在代理后台查看。',
              }
            : {
                kind: 'agent',
                title: '代理申请未通过',
                content: `很抱歉，您的代理申请未通过：${decision.reason ?? ''}`,
              },
          now,
        );
      });
    },

    /** An agent's referred players with their credited deposits and valid bets; others are refused. */
    async players(userId: number) {
      const me = await db
        .selectFrom('users')
        .select(['isagent'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (me.isagent !== 1) throw new AppError('您还不是代理，请先在“我的”页面申请成为代理', CODE.forbidden);
      const rows = await db
        .selectFrom('users as u')
        .leftJoin('player_stats as s', 's.user_id', 'u.id')
        .select([
          'u.username',
          'u.created_at',
          sql<number>`coalesce(s.deposit_fen, 0)`.as('deposit_fen'),
          sql<number>`coalesce(s.valid_bet_fen, 0)`.as('valid_bet_fen'),
        ])
        .where('u.pid', '=', userId)
        .orderBy('u.id', 'desc')
        .limit(500)
        .execute();
      return rows.map((r) => ({
        // Referred players are shown masked: the agent sees activity, not identities.
        username:
          r.username.length > 4
            ? `${r.username.slice(0, 2)}***${r.username.slice(-2)}`
            : `${r.username.slice(0, 1)}***`,
        created_at: formatBeijing(new Date(Number(r.created_at))),
        deposit: formatFen(Number(r.deposit_fen)),
        valid_bet: formatFen(Number(r.valid_bet_fen)),
      }));
    },
  };
}

export type AgentService = ReturnType<typeof createAgentService>;
