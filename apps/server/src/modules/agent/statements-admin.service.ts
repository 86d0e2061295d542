import type { Kysely } from 'kysely';
import {
  CODE,
  formatBeijing,
  formatFen,
  settingTexts,
  STATEMENT_STATES,
  type StatementState,
} from '@app/shared';
import type {
  AgentPeriodRow,
  AgentSettings,
  AgentSettingsInput,
  AgentStatementAdminDetail,
  AgentStatementAdminRow,
  ListPage,
} from '@app/shared/admin-contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { SettingsService } from '../site/settings.service.js';
import { operators } from '../operators/operators.public.js';
import { players } from '../user/user.public.js';
import { agentAdminRepository as admin } from './agent-admin.repository.js';
import type { SettlementService } from './settlement.service.js';
import { periodLabel, statementDetailView, statementRowView } from './statement-view.js';
import { statementsRepository as repo, type StatementFilter } from './statements.repository.js';

type ListedStatement = Awaited<ReturnType<typeof repo.list>>[number];

/** Finance's view of statements and periods, and the programme's settings. */
export function createStatementsAdminService(
  db: Kysely<DB>,
  settings: SettingsService,
  settlement: SettlementService,
  /** An agent's level in the tree now (1 at the top). */
  levelOf: (agentId: number) => Promise<number>,
) {
  async function threshold(): Promise<number> {
    return (await settings.values()).agent_commission_approval_threshold;
  }

  async function adminRows(list: ListedStatement[]): Promise<AgentStatementAdminRow[]> {
    const limit = await threshold();
    const agents = [...new Set(list.map((s) => Number(s.agent_id)))];
    const [approvers, names] = await Promise.all([
      operators.namesByIds(
        db,
        list.flatMap((s) => (s.approved_by === null ? [] : [Number(s.approved_by)])),
      ),
      players.namesByIds(db, agents),
    ]);
    const levels = new Map(await Promise.all(agents.map(async (id) => [id, await levelOf(id)] as const)));
    return list.map((s) => ({
      ...statementRowView(s),
      period_id: Number(s.period_id),
      agent_id: Number(s.agent_id),
      username: names.get(Number(s.agent_id)) ?? '',
      level: levels.get(Number(s.agent_id)) ?? 1,
      state_text: STATEMENT_STATES[s.state as StatementState] ?? s.state,
      direct_players: Number(s.direct_players),
      active_players: Number(s.active_players),
      needs_second: Number(s.payable_fen) > limit,
      approved_by: s.approved_by === null ? '' : (approvers.get(Number(s.approved_by)) ?? ''),
      hold_reason: s.hold_reason,
      adjust_reason: s.adjust_reason,
    }));
  }

  return {
    /** A page of statements; `username` names one agent exactly. */
    async list(
      filter: StatementFilter & { username?: string },
      page: number,
      perPage: number,
    ): Promise<ListPage<AgentStatementAdminRow>> {
      const { username, ...rest } = filter;
      const named = username ? await players.idByName(db, username.toLowerCase()) : undefined;
      if (username && (named === undefined || (rest.agentId !== undefined && rest.agentId !== named)))
        return { total: 0, data: [] };
      const byName = named === undefined ? rest : { ...rest, agentId: named };
      const [list, total] = await Promise.all([repo.list(db, byName, page, perPage), repo.count(db, byName)]);
      return { total, data: await adminRows(list) };
    },

    async detail(id: number): Promise<AgentStatementAdminDetail> {
      const s = await repo.detail(db, id);
      if (!s) throw new AppError('账单不存在', CODE.notFound);
      const lines = await repo.lines(db, id);
      const names = await players.namesByIds(db, [
        ...new Set(lines.filter((l) => l.user_id !== null).map((l) => Number(l.user_id))),
      ]);
      const [row] = await adminRows([s]);
      return { ...statementDetailView(s, lines, names), ...row! };
    },

    async periods(): Promise<AgentPeriodRow[]> {
      return (await admin.periods(db)).map((p) => ({
        id: Number(p.id),
        period: periodLabel(Number(p.starts_at), Number(p.ends_at), p.kind),
        kind: p.kind,
        settled_at: formatBeijing(Number(p.settled_at)),
        statements: Number(p.statements),
        payable: formatFen(Number(p.payable)),
      }));
    },

    settle: () => settlement.settleDue(),

    async settings(): Promise<AgentSettings> {
      const s = await settings.values();
      const period = await settlement.currentPeriod();
      return {
        agent_period: s.agent_period,
        agent_max_depth: s.agent_max_depth,
        ...settingTexts(s, ['agent_commission_turnover_multiple', 'agent_commission_approval_threshold']),
        current_period: `${formatBeijing(period.start)} ~ ${formatBeijing(period.end)}`,
      };
    },

    async saveSettings(input: AgentSettingsInput): Promise<void> {
      // The shared settings schema checks each value (复核金额, 佣金流水倍数) and stores it.
      await settings.set({
        agent_period: input.agent_period,
        agent_max_depth: String(input.agent_max_depth),
        agent_commission_turnover_multiple: String(input.agent_commission_turnover_multiple),
        agent_commission_approval_threshold: String(input.agent_commission_approval_threshold),
      });
    },
  };
}

export type StatementsAdminService = ReturnType<typeof createStatementsAdminService>;
