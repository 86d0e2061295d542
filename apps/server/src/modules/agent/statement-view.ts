import type { Selectable } from 'kysely';
import {
  COMMISSION_CATEGORIES,
  formatBeijing,
  formatBp,
  formatFen,
  STATEMENT_STATES,
  type StatementState,
} from '@app/shared';
import type { AgentStatementDetail, AgentStatementRow } from '@app/shared/agent-contract';
import type { AgentStatementLinesTable, AgentStatementsTable } from '../../db/schema.js';

const DAY_MS = 86_400_000;

/** "2026-11" for a calendar month, "2026-11-23 ~ 2026-11-29" for a week, both ends' times otherwise. */
export function periodLabel(start: number, end: number, kind: string): string {
  if (kind === 'month') return formatBeijing(start).slice(0, 7);
  if (kind === 'week')
    return `${formatBeijing(start).slice(0, 10)} ~ ${formatBeijing(end - DAY_MS).slice(0, 10)}`;
  return `${formatBeijing(start)} ~ ${formatBeijing(end)}`;
}

type StatementRow = Selectable<AgentStatementsTable> & { starts_at: number; ends_at: number; kind: string };
const yuan = (fen: unknown) => formatFen(Number(fen));

export function statementRowView(s: StatementRow): AgentStatementRow {
  return {
    id: Number(s.id),
    period: periodLabel(Number(s.starts_at), Number(s.ends_at), s.kind),
    state: s.state as StatementState,
    state_text: STATEMENT_STATES[s.state as StatementState] ?? s.state,
    net: yuan(s.net_fen),
    rate: formatBp(Number(s.rate_bp)),
    computed: yuan(s.computed_fen),
    adjust: yuan(s.adjust_fen),
    payable: yuan(s.payable_fen),
    paid_at: s.paid_at ? formatBeijing(Number(s.paid_at)) : '',
  };
}

export const categoryLabel = (key: string) => COMMISSION_CATEGORIES.find((c) => c.key === key)?.label ?? key;

/** Every figure of a statement and the lines it was computed from, with the accounts they name. */
export function statementDetailView(
  s: StatementRow,
  lines: Selectable<AgentStatementLinesTable>[],
  usernames: Map<number, string>,
): AgentStatementDetail {
  const nameOf = (id: number | null) => (id === null ? '' : (usernames.get(Number(id)) ?? String(id)));
  return {
    ...statementRowView(s),
    direct_players: Number(s.direct_players),
    active_players: Number(s.active_players),
    team_active: Number(s.team_active),
    team_net: yuan(s.team_net_fen),
    deposits: yuan(s.deposit_fen),
    withdrawals: yuan(s.withdrawal_fen),
    valid_bets: yuan(s.valid_bet_fen),
    ggr: yuan(s.ggr_fen),
    bonuses: yuan(s.bonus_fen),
    fees: yuan(s.fee_fen),
    carry_in: yuan(s.carry_in_fen),
    base: yuan(s.base_fen),
    carry_out: yuan(s.carry_out_fen),
    revenue: yuan(s.revenue_fen),
    override: yuan(s.override_fen),
    turnover: yuan(s.turnover_fen),
    adjust_reason: s.adjust_reason,
    players: lines
      .filter((l) => l.kind === 'player')
      .map((l) => ({
        username: nameOf(l.user_id),
        deposits: yuan(l.deposit_fen),
        withdrawals: yuan(l.withdrawal_fen),
        valid_bets: yuan(l.valid_bet_fen),
        ggr: yuan(l.ggr_fen),
        bonuses: yuan(l.bonus_fen),
        fees: yuan(l.fee_fen),
        net: yuan(l.net_fen),
      })),
    overrides: lines
      .filter((l) => l.kind === 'override')
      .map((l) => ({
        username: nameOf(l.user_id),
        base: yuan(l.net_fen),
        rate: formatBp(Number(l.rate_bp)),
        amount: yuan(l.amount_fen),
      })),
    turnover_lines: lines
      .filter((l) => l.kind === 'turnover')
      .map((l) => ({
        category: l.category,
        label: categoryLabel(l.category),
        valid_bets: yuan(l.valid_bet_fen),
        rate: formatBp(Number(l.rate_bp)),
        amount: yuan(l.amount_fen),
      })),
  };
}
