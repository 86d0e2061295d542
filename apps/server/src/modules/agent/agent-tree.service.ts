import type { Kysely, Transaction } from 'kysely';
import { AGENT_ADMIN_MSG, AGENT_CONSOLE_MSG, agentPeriodOf, CODE } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SettingsService } from '../site/settings.service.js';
import { players } from '../user/user.public.js';
import { agentTreeRepository as repo } from './agent-tree.repository.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Makes a player an agent: the agent's row here, the player's flag on its own row (same transaction). */
async function insertAgent(
  trx: Transaction<DB>,
  row: { user_id: number; plan_id: number; created_at: number },
) {
  await repo.insertAgent(trx, row);
  await players.markAgent(trx, row.user_id);
}

/**
 * The referral tree, kept as history: a player who registers by an agent's link belongs to it at
 * once; an agent opens a direct player as its sub-agent within the depth the operator allows; an
 * operator's move takes effect when the current period ends, so a period is always settled on one
 * tree. Every change is a new agent_links row; none is edited.
 */
export function createAgentTreeService(
  db: Kysely<DB>,
  clock: Clock,
  settings: SettingsService,
  fixedPeriodMs: number,
) {
  async function maxDepth(): Promise<number> {
    return (await settings.values()).agent_max_depth;
  }

  /** The agent's level: 1 at the top, one more per upper agent. */
  async function levelOf(q: Q, agentId: number, at: number): Promise<number> {
    let level = 1;
    const seen = new Set([agentId]);
    for (let up = await repo.parentAt(q, agentId, at); up !== null; up = await repo.parentAt(q, up, at)) {
      if (seen.has(up) || !(await repo.agent(q, up))) break;
      seen.add(up);
      level += 1;
    }
    return level;
  }

  /** Levels of agents below `agentId` (0 when it has no sub-agents). */
  async function heightBelow(q: Q, agentId: number, at: number, seen = new Set<number>()): Promise<number> {
    seen.add(agentId);
    let height = 0;
    for (const child of await repo.childrenAt(q, agentId, at)) {
      if (seen.has(child) || !(await repo.agent(q, child))) continue;
      height = Math.max(height, 1 + (await heightBelow(q, child, at, seen)));
    }
    return height;
  }

  async function nextPeriodStart(now: number): Promise<number> {
    return agentPeriodOf(now, (await settings.values()).agent_period, fixedPeriodMs).end;
  }

  return {
    levelOf: (agentId: number) => levelOf(db, agentId, clock.now().getTime()),
    maxDepth,

    /** A registration by an active agent's link joins its tree (any other referrer is only recorded). */
    async join(trx: Transaction<DB>, userId: number, referrerId: number | null, now: number): Promise<void> {
      if (referrerId === null) return;
      const agent = await repo.agent(trx, referrerId);
      if (!agent || Number(agent.state) !== 1) return;
      await repo.insertLink(trx, {
        user_id: userId,
        parent_id: referrerId,
        effective_from: now,
        source: 'register',
        created_at: now,
      });
    },

    /** The agent opens one of its direct players as a sub-agent, on the agent's own plan. */
    async promote(agentId: number, playerId: number): Promise<void> {
      const now = clock.now().getTime();
      await inTransaction(db, async (trx) => {
        await players.lockRow(trx, playerId);
        const agent = await repo.agent(trx, agentId);
        if (!agent) throw new AppError(AGENT_CONSOLE_MSG.notAgent, CODE.forbidden);
        if ((await repo.parentAt(trx, playerId, now)) !== agentId)
          throw new AppError(AGENT_CONSOLE_MSG.notYourPlayer, CODE.notFound);
        if (await repo.agent(trx, playerId)) throw new AppError(AGENT_CONSOLE_MSG.alreadyAgent);
        if ((await levelOf(trx, agentId, now)) + 1 > (await maxDepth()))
          throw new AppError(AGENT_CONSOLE_MSG.depthReached);
        await insertAgent(trx, { user_id: playerId, plan_id: Number(agent.plan_id), created_at: now });
      });
    },

    /**
     * An operator moves a player or an agent (with its whole tree) under another agent, or to the top
     * (null), from the next period on. Refused when nothing changes, when an agent would sit below
     * itself, or when the tree would grow deeper than allowed. Answers when it takes effect.
     */
    async move(operatorId: number, userId: number, parentId: number | null, note: string): Promise<number> {
      const now = clock.now().getTime();
      const from = await nextPeriodStart(now);
      await inTransaction(db, async (trx) => {
        await players.lockRow(trx, userId);
        if (parentId !== null && !(await repo.agent(trx, parentId)))
          throw new AppError(AGENT_ADMIN_MSG.notAgent, CODE.notFound);
        if ((await repo.parentAt(trx, userId, from)) === parentId)
          throw new AppError(AGENT_ADMIN_MSG.sameParent);
        if (await repo.agent(trx, userId)) {
          for (let up = parentId; up !== null; up = await repo.parentAt(trx, up, from))
            if (up === userId) throw new AppError(AGENT_ADMIN_MSG.cycle);
          const parentLevel = parentId === null ? 0 : await levelOf(trx, parentId, from);
          if (parentLevel + 1 + (await heightBelow(trx, userId, from)) > (await maxDepth()))
            throw new AppError(AGENT_ADMIN_MSG.tooDeep);
        }
        await repo.insertLink(trx, {
          user_id: userId,
          parent_id: parentId,
          effective_from: from,
          source: 'move',
          operator_id: operatorId,
          note,
          created_at: now,
        });
      });
      return from;
    },

    /** Makes a player an agent (an approved application, or an operator's decision) on the default plan. */
    async makeAgent(trx: Transaction<DB>, userId: number, now: number): Promise<void> {
      const planId = await repo.defaultPlanId(trx);
      if (planId === null) throw new AppError('请先在代理方案中设置至少一个佣金方案', CODE.conflict);
      await insertAgent(trx, { user_id: userId, plan_id: planId, created_at: now });
    },
  };
}

export type AgentTreeService = ReturnType<typeof createAgentTreeService>;
