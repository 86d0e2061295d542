import type { Kysely } from 'kysely';
import { CODE, formatBeijing, formatFen, type AgentPeriodKind } from '@app/shared';
import type {
  AgentFigures,
  AgentMe,
  AgentOverview,
  AgentPage,
  AgentPeriodInfo,
  AgentPlayerRow,
  AgentStatementDetail,
  AgentStatementRow,
  AgentSubAgentRow,
} from '@app/shared/agent-contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { beijingMidnight, type Clock } from '../../lib/clock.js';
import type { AgentTreeService } from '../agent/agent-tree.service.js';
import { agentTreeRepository as tree } from '../agent/agent-tree.repository.js';
import { inChunks } from '../agent/in-chunks.js';
import { planView } from '../agent/plan-rule.js';
import { projectAgent } from '../agent/projection-view.js';
import type { SettlementService } from '../agent/settlement.service.js';
import { FIGURE_REASONS, settlementRepository as figures } from '../agent/settlement.repository.js';
import { statementDetailView, statementRowView } from '../agent/statement-view.js';
import { statementsRepository as statements } from '../agent/statements.repository.js';
import { agentConsoleRepository as repo } from './agent-console.repository.js';

const PER_PAGE = 20;
const yuan = (fen: number) => formatFen(fen);

/**
 * What the agent console shows: the agent's own figures, direct players, sub-agents and statements.
 * Every query starts from the signed-in agent's id, so nothing outside its tree can be named: a
 * statement of another agent answers 404, a player who is not a direct player cannot be opened.
 */
export function createAgentConsoleService(
  db: Kysely<DB>,
  clock: Clock,
  deps: { tree: AgentTreeService; settlement: SettlementService },
) {
  async function periodInfo(): Promise<AgentPeriodInfo & { startMs: number; endMs: number }> {
    const p = await deps.settlement.currentPeriod();
    const kind = (p.kind as AgentPeriodKind | 'fixed') ?? 'month';
    return { kind, start: formatBeijing(p.start), end: formatBeijing(p.end), startMs: p.start, endMs: p.end };
  }

  /** The direct players' figures over [start, end). */
  async function figuresOf(
    agentId: number,
    planMin: number,
    start: number,
    end: number,
  ): Promise<AgentFigures> {
    const now = clock.now().getTime();
    const users = await tree.childrenAt(db, agentId, now);
    const [bets, money, registrations, firstDeposits] = await Promise.all([
      inChunks(users, (chunk) => figures.betFigures(db, start, end, chunk)),
      inChunks(users, (chunk) => figures.moneyFigures(db, start, end, chunk)),
      repo.registrations(db, agentId, now, start, end),
      inChunks(users, async (chunk) => [await repo.firstDeposits(db, chunk ?? [], start, end)]),
    ]);
    const validBy = new Map<number, number>();
    let valid = 0;
    let ggr = 0;
    for (const b of bets) {
      validBy.set(Number(b.user_id), (validBy.get(Number(b.user_id)) ?? 0) + Number(b.valid));
      valid += Number(b.valid);
      ggr -= Number(b.win_loss);
    }
    const sumOf = (reasons: readonly string[]) =>
      money.filter((m) => reasons.includes(m.reason)).reduce((s, m) => s + Number(m.amount), 0);
    return {
      registrations,
      first_deposits: firstDeposits.reduce((s, n) => s + n, 0),
      active_players: [...validBy.values()].filter((v) => v > 0 && v >= planMin).length,
      deposits: yuan(sumOf(FIGURE_REASONS.deposit)),
      withdrawals: yuan(sumOf(FIGURE_REASONS.withdrawal)),
      valid_bets: yuan(valid),
      ggr: yuan(ggr),
      bonuses: yuan(sumOf(FIGURE_REASONS.bonus)),
    };
  }

  async function agentOf(agentId: number) {
    const agent = await repo.agent(db, agentId);
    if (!agent) throw new AppError('代理不存在', CODE.forbidden);
    const plans = await figures.plans(db);
    const plan = plans.find((p) => Number(p.id) === Number(agent.plan_id))!;
    return { agent, plan };
  }

  return {
    async me(agentId: number): Promise<AgentMe> {
      const { agent, plan } = await agentOf(agentId);
      const [level, maxDepth, period] = await Promise.all([
        deps.tree.levelOf(agentId),
        deps.tree.maxDepth(),
        periodInfo(),
      ]);
      return {
        user_id: agentId,
        username: agent.username,
        level,
        max_depth: maxDepth,
        can_open_sub_agents: level < maxDepth,
        state: Number(agent.state),
        plan: planView(plan, 0),
        totp_enabled: Boolean(agent.totp_secret),
        referral_path: `/#/?pid=${agentId}`,
        period: { kind: period.kind, start: period.start, end: period.end },
      };
    },

    async overview(agentId: number): Promise<AgentOverview> {
      const { plan } = await agentOf(agentId);
      const now = clock.now().getTime();
      const period = await periodInfo();
      const min = Number(plan.active_min_valid_fen);
      const [today, sofar, projection] = await Promise.all([
        figuresOf(agentId, min, beijingMidnight(now), now + 1),
        figuresOf(agentId, min, period.startMs, now + 1),
        projectAgent(db, deps.settlement, agentId, now),
      ]);
      return {
        today,
        period: sofar,
        projection,
        period_info: { kind: period.kind, start: period.start, end: period.end },
      };
    },

    async players(agentId: number, page: number, username?: string): Promise<AgentPage<AgentPlayerRow>> {
      const now = clock.now().getTime();
      const period = await periodInfo();
      const [rows, total] = await Promise.all([
        repo.directPlayers(db, agentId, now, { username, limit: PER_PAGE, offset: (page - 1) * PER_PAGE }),
        repo.countDirectPlayers(db, agentId, now, username),
      ]);
      const ids = rows.rows.map((r) => Number(r.id));
      const [bets, money] = await Promise.all([
        figures.betFigures(db, period.startMs, now + 1, ids),
        figures.moneyFigures(db, period.startMs, now + 1, ids),
      ]);
      const data = rows.rows.map((r) => {
        const id = Number(r.id);
        const mine = bets.filter((b) => Number(b.user_id) === id);
        const sumOf = (reasons: readonly string[]) =>
          money
            .filter((m) => Number(m.user_id) === id && reasons.includes(m.reason))
            .reduce((s, m) => s + Number(m.amount), 0);
        return {
          user_id: id,
          username: r.username,
          registered_at: formatBeijing(Number(r.created_at)),
          last_login_at: r.last_login_at ? formatBeijing(Number(r.last_login_at)) : '',
          is_agent: Number(r.is_agent) === 1,
          deposits: yuan(sumOf(FIGURE_REASONS.deposit)),
          withdrawals: yuan(sumOf(FIGURE_REASONS.withdrawal)),
          valid_bets: yuan(mine.reduce((s, b) => s + Number(b.valid), 0)),
          // The platform's result, as 概览 and the statements show it: the player's turned round.
          ggr: yuan(-mine.reduce((s, b) => s + Number(b.win_loss), 0)),
        };
      });
      return { total, per_page: PER_PAGE, data };
    },

    async subAgents(agentId: number): Promise<AgentSubAgentRow[]> {
      const now = clock.now().getTime();
      const period = await periodInfo();
      const projection = await deps.settlement.compute(period.startMs, now + 1, agentId);
      const children = projection.agents.filter((a) => a.parentId === agentId).map((a) => a.id);
      const [names, level] = await Promise.all([
        statements.usernames(db, children),
        deps.tree.levelOf(agentId),
      ]);
      const created = await repo.createdAt(db, children);
      return children.map((id) => {
        const f = projection.computed.get(id)!;
        return {
          user_id: id,
          username: names.get(id) ?? '',
          level: level + 1,
          registered_at: created.get(id) ?? '',
          direct_players: projection.direct.get(id) ?? 0,
          team_active: f.teamActive,
          team_net: yuan(f.teamNetFen),
        };
      });
    },

    openSubAgent: (agentId: number, playerId: number) => deps.tree.promote(agentId, playerId),

    async statements(agentId: number, page: number): Promise<AgentPage<AgentStatementRow>> {
      const [rows, total] = await Promise.all([
        statements.list(db, { agentId }, page, PER_PAGE),
        statements.count(db, { agentId }),
      ]);
      return { total, per_page: PER_PAGE, data: rows.map(statementRowView) };
    },

    async statement(agentId: number, id: number): Promise<AgentStatementDetail> {
      const s = await statements.detail(db, id, agentId);
      if (!s) throw new AppError('账单不存在', CODE.notFound);
      const lines = await statements.lines(db, id);
      const names = await statements.usernames(db, [
        ...new Set(lines.filter((l) => l.user_id !== null).map((l) => Number(l.user_id))),
      ]);
      return statementDetailView(s, lines, names);
    },
  };
}

export type AgentConsoleService = ReturnType<typeof createAgentConsoleService>;
