import type { Kysely } from 'kysely';
import { AGENT_MSG, CODE, validateAgentApplication, type AgentApplyStatus } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import { stripTags } from '../../lib/sanitize.js';
import { inbox } from '../messages/messages.public.js';
import { players } from '../user/user.public.js';
import type { AgentTreeService } from './agent-tree.service.js';
import { AGENT_STATE, agentRepository } from './agent.repository.js';

/**
 * Agent applications (one pending per player; agents need not apply), operator review that makes
 * a player an agent, and the agent's read-only view of the players registered with their pid.
 */
export function createAgentService(db: Kysely<DB>, clock: Clock, tree: AgentTreeService) {
  return {
    async apply(userId: number, input: { mobile: string; apply_info: string }): Promise<void> {
      const invalid = validateAgentApplication(input);
      if (invalid) throw new AppError(invalid);
      const now = clock.now().getTime();
      await inTransaction(db, async (trx) => {
        await players.lockRow(trx, userId);
        const user = await players.columns(trx, userId, ['isagent']);
        if (user.isagent === 1) throw new AppError(AGENT_MSG.already);
        if (await agentRepository.pendingOf(trx, userId)) throw new AppError(AGENT_MSG.pending);
        await agentRepository.insert(trx, {
          user_id: userId,
          mobile: input.mobile.trim(),
          apply_info: stripTags(input.apply_info),
          created_at: now,
        });
      });
    },

    /** Where the player's latest application stands, so /apply shows it instead of a blank form. */
    async status(userId: number): Promise<AgentApplyStatus> {
      const last = await agentRepository.latestOf(db, userId);
      const at = (ms: number | string | null | undefined) =>
        ms ? formatBeijing(new Date(Number(ms))) : null;
      if (!last) return { state: 0, reason: '', created_at: null, reviewed_at: null };
      const state = Number(last.state) as AgentApplyStatus['state'];
      return {
        state,
        reason: state === AGENT_STATE.rejected ? (last.reason ?? '') : '',
        created_at: at(last.created_at),
        reviewed_at: at(last.reviewed_at),
      };
    },

    async pending() {
      const rows = await agentRepository.pending(db);
      const users = await players.byIds(
        db,
        rows.map((r) => r.user_id),
        ['username', 'realname'],
      );
      const user = new Map(users.map((u) => [Number(u.id), u]));
      return rows.map((r) => ({
        id: r.id,
        user_id: r.user_id,
        username: user.get(Number(r.user_id))?.username ?? '',
        realname: user.get(Number(r.user_id))?.realname ?? '',
        mobile: r.mobile,
        apply_info: r.apply_info,
        created_at: formatBeijing(new Date(Number(r.created_at))),
      }));
    },

    async review(
      id: number,
      operatorId: number,
      decision: { approve: boolean; reason?: string },
    ): Promise<void> {
      const now = clock.now().getTime();
      await inTransaction(db, async (trx) => {
        const app = await agentRepository.find(trx, id);
        if (!app) throw new AppError('申请不存在', CODE.notFound);
        const reason = decision.reason ?? '';
        const moved = await agentRepository.decide(trx, id, {
          state: decision.approve ? AGENT_STATE.approved : AGENT_STATE.rejected,
          reason,
          reviewed_by: operatorId,
          reviewed_at: now,
        });
        if (!moved) throw new AppError('该申请已处理', CODE.conflict);
        if (decision.approve) await tree.makeAgent(trx, app.user_id, now);
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
                content: `很抱歉，您的代理申请未通过：${reason}`,
              },
          now,
        );
      });
    },
  };
}

export type AgentService = ReturnType<typeof createAgentService>;
