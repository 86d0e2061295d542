import type { Kysely } from 'kysely';
import { AGENT_ADMIN_MSG, CODE, formatBeijing, parseAgentPlan, type AgentPlan } from '@app/shared';
import type {
  AgentDetail,
  AgentLinkRow,
  AgentPlanValues,
  AgentRow,
  ListPage,
} from '@app/shared/admin-contract';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { operators } from '../operators/operators.public.js';
import { players } from '../user/user.public.js';
import { agentAdminRepository as repo } from './agent-admin.repository.js';
import { agentTreeRepository as tree } from './agent-tree.repository.js';
import type { AgentTreeService } from './agent-tree.service.js';
import { planView } from './plan-rule.js';
import { projectAgent } from './projection-view.js';
import type { SettlementService } from './settlement.service.js';
import { settlementRepository } from './settlement.repository.js';
import type { StatementsAdminService } from './statements-admin.service.js';

const LINK_SOURCE: Record<string, string> = {
  register: '推广注册',
  promote: '代理开设下级',
  move: '后台调整',
  adopt: '后台设为代理',
};

/**
 * The back office's agent programme: agents with their place in the tree, plans, moves (from the
 * next period) and the per-agent report. Routes audit every change.
 */
export function createAgentAdminService(
  db: Kysely<DB>,
  clock: Clock,
  deps: { tree: AgentTreeService; settlement: SettlementService; statements: StatementsAdminService },
) {
  /** Every user's upper agent now, and who the agents are. */
  async function currentTree() {
    const now = clock.now().getTime();
    const [parents, agents] = await Promise.all([
      settlementRepository.treeBefore(db, now + 1),
      settlementRepository.agentsBefore(db, Number.MAX_SAFE_INTEGER),
    ]);
    const isAgent = new Set(agents.map((a) => Number(a.user_id)));
    const upline = (id: number) => {
      const chain: number[] = [];
      for (
        let p = parents.get(id);
        p !== undefined && isAgent.has(p) && !chain.includes(p);
        p = parents.get(p)
      )
        chain.push(p);
      return chain;
    };
    const children = (id: number) => [...parents].filter(([, p]) => p === id).map(([u]) => u);
    return { parents, isAgent, upline, children };
  }

  async function rows(list: Awaited<ReturnType<typeof repo.agents>>): Promise<AgentRow[]> {
    const t = await currentTree();
    const uplines = list.map((a) => t.upline(Number(a.user_id)));
    const names = await players.namesByIds(db, [
      ...list.map((a) => Number(a.user_id)),
      ...(uplines.map((u) => u[0]).filter(Boolean) as number[]),
    ]);
    return list.map((a, i) => {
      const kids = t.children(Number(a.user_id));
      return {
        user_id: Number(a.user_id),
        username: names.get(Number(a.user_id)) ?? '',
        level: uplines[i]!.length + 1,
        parent: uplines[i]![0] ? (names.get(uplines[i]![0]) ?? '') : '',
        plan_id: Number(a.plan_id),
        plan_name: a.plan_name,
        state: Number(a.state),
        direct_players: kids.length,
        sub_agents: kids.filter((k) => t.isAgent.has(k)).length,
        created_at: formatBeijing(Number(a.created_at)),
      };
    });
  }

  async function userId(username: string): Promise<number> {
    const id = await players.idByName(db, username.toLowerCase());
    if (id === undefined) throw new AppError('账号不存在', CODE.notFound);
    return id;
  }

  async function plan(input: AgentPlanValues) {
    const parsed = parseAgentPlan(input);
    if ('error' in parsed) throw new AppError(parsed.error);
    return {
      name: parsed.name,
      active_min_valid_fen: parsed.activeMinValidFen,
      deposit_fee_bp: parsed.depositFeeBp,
      withdrawal_fee_bp: parsed.withdrawalFeeBp,
      tiers: JSON.stringify(parsed.tiers),
      turnover_bp: JSON.stringify(parsed.turnoverBp),
    };
  }

  return {
    async list(filter: { username?: string }, page: number, perPage: number): Promise<ListPage<AgentRow>> {
      const [list, total] = await Promise.all([
        repo.agents(db, filter, page, perPage),
        repo.countAgents(db, filter),
      ]);
      return { total, data: await rows(list) };
    },

    async detail(id: number): Promise<AgentDetail> {
      const list = await repo.agents(db, {}, 1, 1_000_000);
      const me = list.find((a) => Number(a.user_id) === id);
      if (!me) throw new AppError(AGENT_ADMIN_MSG.notAgent, CODE.notFound);
      const t = await currentTree();
      const [row] = await rows([me]);
      const subs = await rows(list.filter((a) => t.parents.get(Number(a.user_id)) === id));
      const names = await players.namesByIds(db, t.upline(id));
      const history = await repo.links(db, id);
      const [linkNames, operatorNames] = await Promise.all([
        players.namesByIds(
          db,
          history.flatMap((l) => (l.parent_id === null ? [l.user_id] : [l.user_id, l.parent_id])),
        ),
        operators.namesByIds(
          db,
          history.flatMap((l) => (l.operator_id === null ? [] : [l.operator_id])),
        ),
      ]);
      const links: AgentLinkRow[] = history.map((l) => ({
        username: linkNames.get(Number(l.user_id)) ?? '',
        parent: l.parent_id === null ? '' : (linkNames.get(Number(l.parent_id)) ?? ''),
        effective_from: formatBeijing(Number(l.effective_from)),
        source: LINK_SOURCE[l.source] ?? l.source,
        operator: l.operator_id === null ? '' : (operatorNames.get(Number(l.operator_id)) ?? ''),
        note: l.note,
        created_at: formatBeijing(Number(l.created_at)),
      }));
      return {
        ...row!,
        upline: t.upline(id).map((u) => names.get(u) ?? ''),
        sub_agent_rows: subs,
        links,
        projected: await projectAgent(db, deps.settlement, id, clock.now().getTime()),
        statements: (await deps.statements.list({ agentId: id }, 1, 24)).data,
      };
    },

    /** Makes a player an agent on the default plan (the tree keeps its place). */
    async make(username: string): Promise<number> {
      const id = await userId(username);
      await inTransaction(db, (trx) => deps.tree.makeAgent(trx, id, clock.now().getTime()));
      return id;
    },

    async move(operatorId: number, username: string, parent: string, note: string) {
      const id = await userId(username);
      const parentId = parent ? await userId(parent) : null;
      const from = await deps.tree.move(operatorId, id, parentId, note);
      return { userId: id, parentId, effective_from: formatBeijing(from) };
    },

    async setPlan(id: number, planId: number): Promise<void> {
      if (!(await repo.plan(db, planId))) throw new AppError('佣金方案不存在', CODE.notFound);
      if (!(await tree.agent(db, id))) throw new AppError(AGENT_ADMIN_MSG.notAgent, CODE.notFound);
      await tree.setPlan(db, id, planId);
    },

    async setState(id: number, state: number): Promise<void> {
      if (!(await tree.agent(db, id))) throw new AppError(AGENT_ADMIN_MSG.notAgent, CODE.notFound);
      await tree.setState(db, id, state);
    },

    async plans(): Promise<AgentPlan[]> {
      const [list, usage] = await Promise.all([settlementRepository.plans(db), repo.planUsage(db)]);
      return list.map((p) => planView(p, usage.get(Number(p.id)) ?? 0));
    },

    async createPlan(input: AgentPlanValues): Promise<number> {
      const now = clock.now().getTime();
      return repo.insertPlan(db, { ...(await plan(input)), created_at: now, updated_at: now });
    },

    async updatePlan(id: number, input: AgentPlanValues): Promise<void> {
      const updated = await repo.updatePlan(db, id, {
        ...(await plan(input)),
        updated_at: clock.now().getTime(),
      });
      if (!updated) throw new AppError('佣金方案不存在', CODE.notFound);
    },

    async deletePlan(id: number): Promise<void> {
      if (!(await repo.plan(db, id))) throw new AppError('佣金方案不存在', CODE.notFound);
      if (!(await repo.deleteUnusedPlan(db, id)))
        throw new AppError(AGENT_ADMIN_MSG.planInUse, CODE.conflict);
    },
  };
}

export type AgentAdminService = ReturnType<typeof createAgentAdminService>;
