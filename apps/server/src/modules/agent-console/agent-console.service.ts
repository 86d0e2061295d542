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
import {
  FIGURE_REASONS,
  agentAccounts,
  agentFigures as figures,
  agentStatements as statements,
  agentTree as tree,
} from '../agent/agent.public.js';
import type { AgentTreeService } from '../agent/agent-tree.service.js';
import { inChunks } from '../agent/in-chunks.js';
import { planView } from '../agent/plan-rule.js';
import { projectAgent } from '../agent/projection-view.js';
import type { SettlementService } from '../agent/settlement.service.js';
import { statementDetailView, statementRowView } from '../agent/statement-view.js';
import { ledgerReads } from '../../ledger/ledger.public.js';
import { REASON } from '../../ledger/reasons.js';
import { players } from '../user/user.public.js';

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
      inChunks(users, async (chunk) => [await players.countRegistered(db, chunk ?? [], start, end)]),
      inChunks(users, (chunk) => ledgerReads.firstJournalAt(db, REASON.deposit, chunk ?? [])),
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
      registrations: registrations.reduce((s, n) => s + n, 0),
      // Players whose first deposit ever falls within the period.
      first_deposits: firstDeposits.filter((r) => Number(r.first) >= start && Number(r.first) < end).length,
      active_players: [...validBy.values()].filter((v) => v > 0 && v >= planMin).length,
      deposits: yuan(sumOf(FIGURE_REASONS.deposit)),
      withdrawals: yuan(sumOf(FIGURE_REASONS.withdrawal)),
      valid_bets: yuan(valid),
      ggr: yuan(ggr),
      bonuses: yuan(sumOf(FIGURE_REASONS.bonus)),
    };
  }

  async function agentOf(agentId: number) {
    const [agent, user] = await Promise.all([
      agentAccounts.consoleAccount(db, agentId),
      players.find(db, agentId, ['username']),
    ]);
    if (!agent || !user) throw new AppError('代理不存在', CODE.forbidden);
    const plans = await figures.plans(db);
    const plan = plans.find((p) => Number(p.id) === Number(agent.plan_id))!;
    return { agent: { ...agent, username: user.username }, plan };
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
        tree.directPlayersPage(db, agentId, now, {
          username,
          limit: PER_PAGE,
          offset: (page - 1) * PER_PAGE,
        }),
        tree.countDirectPlayers(db, agentId, now, username),
      ]);
      const ids = rows.map((r) => Number(r.id));
      const [accounts, bets, money] = await Promise.all([
        players.byIds(db, ids, ['username', 'created_at', 'last_login_at']),
        figures.betFigures(db, period.startMs, now + 1, ids),
        figures.moneyFigures(db, period.startMs, now + 1, ids),
      ]);
      const accountOf = new Map(accounts.map((a) => [Number(a.id), a]));
      const data = rows.map((r) => {
        const id = Number(r.id);
        const account = accountOf.get(id);
        const mine = bets.filter((b) => Number(b.user_id) === id);
        const sumOf = (reasons: readonly string[]) =>
          money
            .filter((m) => Number(m.user_id) === id && reasons.includes(m.reason))
            .reduce((s, m) => s + Number(m.amount), 0);
        return {
          user_id: id,
          username: account?.username ?? '',
          registered_at: account ? formatBeijing(Number(account.created_at)) : '',
          last_login_at: account?.last_login_at ? formatBeijing(Number(account.last_login_at)) : '',
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
      const [accounts, level] = await Promise.all([
        players.byIds(db, children, ['username', 'created_at']),
        deps.tree.levelOf(agentId),
      ]);
      const accountOf = new Map(accounts.map((a) => [Number(a.id), a]));
      return children.map((id) => {
        const f = projection.computed.get(id)!;
        const account = accountOf.get(id);
        return {
          user_id: id,
          username: account?.username ?? '',
          level: level + 1,
          registered_at: account ? formatBeijing(Number(account.created_at)) : '',
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
      const names = await players.namesByIds(db, [
        ...new Set(lines.filter((l) => l.user_id !== null).map((l) => Number(l.user_id))),
      ]);
      return statementDetailView(s, lines, names);
    },
  };
}

export type AgentConsoleService = ReturnType<typeof createAgentConsoleService>;
