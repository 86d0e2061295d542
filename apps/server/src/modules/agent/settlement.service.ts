import type { Kysely } from 'kysely';
import { agentPeriodOf, type AgentPeriodKind } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { SettingsService } from '../site/settings.service.js';
import { platforms as gamePlatforms } from '../games/games.public.js';
import { rebateCategoryOf } from '../vip/vip.service.js';
import { computeCommission, type PlayerFigures } from './commission.js';
import { inChunks } from './in-chunks.js';
import { planRule } from './plan-rule.js';
import { linesOf, statementRow } from './statement-rows.js';
import { FIGURE_REASONS, settlementRepository as repo } from './settlement.repository.js';

/**
 * A closed period is settled once its end is this far behind: a bet pull or a payment whose
 * transaction took its time just before the end has committed by then.
 */
const GRACE_MS = 5 * 60_000;

export interface SettlementOptions {
  /** Fixed-length periods (tests and demos; refused in production); 0 for the calendar. */
  fixedPeriodMs: number;
}

/**
 * The agent programme's settlement: every period that has closed gets every agent's statement,
 * computed from the raw records (bet settlements, ledger journals) and written exactly once — the
 * period's unique start is claimed in the transaction that writes its statements, so a second run,
 * on this node or another, writes nothing. Periods follow each other without gaps from the first
 * agent's period on; a change of period kind applies from the next period to start.
 */
export function createSettlementService(
  db: Kysely<DB>,
  clock: Clock,
  settings: SettingsService,
  options: SettlementOptions,
) {
  const grace = options.fixedPeriodMs > 0 ? Math.min(GRACE_MS, 1000) : GRACE_MS;

  async function programme() {
    const s = await settings.values();
    return { kind: s.agent_period, maxDepth: s.agent_max_depth };
  }

  /** The period after the last settled one (from the first agent's period when none was). */
  async function nextPeriod(kind: AgentPeriodKind) {
    const lastEnd = await repo.lastSettledEnd(db);
    const first = await repo.firstAgentAt(db);
    if (first === null) return null;
    // Fixed test periods start with the one just before the first run's: a demo's month of history
    // would be 40,000 of them.
    const from =
      lastEnd ||
      (options.fixedPeriodMs > 0 ? Math.max(first, clock.now().getTime() - options.fixedPeriodMs) : first);
    const period = agentPeriodOf(from, kind, options.fixedPeriodMs);
    return { start: lastEnd || period.start, end: period.end, kind: options.fixedPeriodMs ? 'fixed' : kind };
  }

  /**
   * The period's figures and commission for every agent, or, with `rootId`, for that agent's own
   * tree only (its console's projection: its commission depends on nothing above it).
   */
  async function figures(start: number, end: number, maxDepth: number, rootId?: number) {
    const [tree, allAgents, planRows, platforms, carry] = await Promise.all([
      repo.treeBefore(db, end),
      repo.agentsBefore(db, end),
      repo.plans(db),
      gamePlatforms.categories(db),
      repo.carriedInto(db, start),
    ]);
    const scope =
      rootId === undefined ? null : subtreeOf(rootId, tree, new Set(allAgents.map((a) => Number(a.user_id))));
    const agentRows = scope ? allAgents.filter((a) => scope.agents.has(Number(a.user_id))) : allAgents;
    const users = scope ? [...scope.users] : undefined;
    const [bets, money] = await Promise.all([
      inChunks(users, (chunk) => repo.betFigures(db, start, end, chunk)),
      inChunks(users, (chunk) => repo.moneyFigures(db, start, end, chunk)),
    ]);
    const isAgent = new Set(agentRows.map((a) => Number(a.user_id)));
    const parentOf = (userId: number) => {
      const parent = tree.get(userId);
      // The root of a projection is the top of its own tree.
      return parent !== undefined && isAgent.has(parent) && userId !== rootId ? parent : null;
    };
    const categoryOf = new Map(platforms.map((p) => [p.code, rebateCategoryOf(p)]));
    const players = new Map<number, PlayerFigures>();
    const playerOf = (userId: number) => {
      const agentId = parentOf(userId);
      if (agentId === null) return null;
      let p = players.get(userId);
      if (!p) {
        p = { userId, agentId, depositFen: 0, withdrawalFen: 0, bonusFen: 0, ggrFen: 0, validByCategory: {} };
        players.set(userId, p);
      }
      return p;
    };
    for (const b of bets) {
      const p = playerOf(Number(b.user_id));
      if (!p) continue;
      const category = categoryOf.get(b.platform) ?? 'slots';
      p.validByCategory[category] = (p.validByCategory[category] ?? 0) + Number(b.valid);
      p.ggrFen -= Number(b.win_loss);
    }
    for (const m of money) {
      const p = playerOf(Number(m.user_id));
      if (!p) continue;
      const amount = Number(m.amount);
      if ((FIGURE_REASONS.deposit as readonly string[]).includes(m.reason)) p.depositFen += amount;
      else if ((FIGURE_REASONS.withdrawal as readonly string[]).includes(m.reason)) p.withdrawalFen += amount;
      else p.bonusFen += amount;
    }
    const agents = agentRows.map((a) => ({
      id: Number(a.user_id),
      parentId: parentOf(Number(a.user_id)),
      planId: Number(a.plan_id),
      carryInFen: carry.get(Number(a.user_id)) ?? 0,
    }));
    const plans = new Map(planRows.map((p) => [Number(p.id), planRule(p)]));
    const direct = new Map<number, number>();
    for (const userId of tree.keys()) {
      const agentId = parentOf(userId);
      if (agentId !== null) direct.set(agentId, (direct.get(agentId) ?? 0) + 1);
    }
    const computed = computeCommission({ agents, plans, players: [...players.values()], maxDepth });
    return { agents, computed, direct };
  }

  async function write(
    period: { start: number; end: number; kind: string },
    result: Awaited<ReturnType<typeof figures>>,
  ): Promise<boolean> {
    const now = clock.now().getTime();
    return inTransaction(db, async (trx) => {
      const periodId = await repo.claimPeriod(trx, period, now);
      if (periodId === null) return false;
      // Statements in batches, then every line in batches across statements: the round trips, not
      // the rows, are what PostgreSQL spends its time on (bench/README.md).
      const ids = await repo.insertStatements(
        trx,
        result.agents.map((a) => {
          const f = result.computed.get(a.id)!;
          return {
            ...statementRow(f),
            period_id: periodId,
            agent_id: a.id,
            parent_id: a.parentId,
            plan_id: a.planId,
            direct_players: result.direct.get(a.id) ?? 0,
            state: f.totalFen > 0 ? 'pending' : 'none',
            created_at: now,
            updated_at: now,
          };
        }),
      );
      await repo.insertLines(
        trx,
        result.agents.flatMap((a) => linesOf(ids.get(a.id)!, result.computed.get(a.id)!)),
      );
      return true;
    });
  }

  return {
    /** Settles every period closed for long enough, oldest first; answers how many this call settled. */
    async settleDue(): Promise<number> {
      let settled = 0;
      for (;;) {
        const { kind, maxDepth } = await programme();
        const period = await nextPeriod(kind);
        if (!period || period.end + grace > clock.now().getTime()) return settled;
        const result = await figures(period.start, period.end, maxDepth);
        if (!(await write(period, result))) return settled;
        settled += 1;
      }
    },

    /** A period's statements' figures, computed afresh (of `rootId`'s tree only, when given). */
    async compute(start: number, end: number, rootId?: number) {
      return figures(start, end, (await programme()).maxDepth, rootId);
    },

    /** The open period (after the last settled one) as of now. */
    async currentPeriod() {
      const { kind } = await programme();
      const now = clock.now().getTime();
      const period = agentPeriodOf(now, kind, options.fixedPeriodMs);
      const lastEnd = await repo.lastSettledEnd(db);
      const shownKind = options.fixedPeriodMs > 0 ? 'fixed' : kind;
      return { start: Math.max(period.start, Math.min(lastEnd, now)), end: period.end, kind: shownKind };
    },
  };
}

/** The agents of `rootId`'s tree (itself included) and every user they hold directly. */
function subtreeOf(rootId: number, tree: Map<number, number>, isAgent: Set<number>) {
  const children = new Map<number, number[]>();
  for (const [user, parent] of tree)
    if (isAgent.has(parent)) children.set(parent, [...(children.get(parent) ?? []), user]);
  const agents = new Set<number>();
  const users = new Set<number>();
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    if (agents.has(id) || !isAgent.has(id)) continue;
    agents.add(id);
    for (const child of children.get(id) ?? []) {
      users.add(child);
      if (isAgent.has(child)) stack.push(child);
    }
  }
  return { agents, users };
}

export type SettlementService = ReturnType<typeof createSettlementService>;
