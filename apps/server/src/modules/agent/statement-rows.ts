import type { AgentStatementFigures } from './commission.js';

/** A statement's figures as its row and its lines are written. */
export function statementRow(f: AgentStatementFigures) {
  return {
    active_players: f.activePlayers,
    team_active: f.teamActive,
    rate_bp: f.rateBp,
    deposit_fen: f.depositFen,
    withdrawal_fen: f.withdrawalFen,
    valid_bet_fen: f.validFen,
    ggr_fen: f.ggrFen,
    bonus_fen: f.bonusFen,
    fee_fen: f.feeFen,
    net_fen: f.netFen,
    team_net_fen: f.teamNetFen,
    carry_in_fen: f.carryInFen,
    base_fen: f.baseFen,
    carry_out_fen: f.carryOutFen,
    revenue_fen: f.revenueFen,
    override_fen: f.overrideFen,
    turnover_fen: f.turnoverFen,
    computed_fen: f.totalFen,
    payable_fen: f.totalFen,
  };
}

/**
 * The figure columns a statement and each of its lines both carry, at zero: where either is
 * built up from nothing (a line's defaults here; the settlement benchmark's independent check).
 */
export function zeroSharedFigures() {
  return {
    rate_bp: 0,
    deposit_fen: 0,
    withdrawal_fen: 0,
    valid_bet_fen: 0,
    ggr_fen: 0,
    bonus_fen: 0,
    fee_fen: 0,
    net_fen: 0,
  };
}

/** Every column named: one multi-row insert takes rows of one shape. */
const ZERO_LINE = {
  user_id: null as number | null,
  category: '',
  ...zeroSharedFigures(),
  amount_fen: 0,
};

export function linesOf(statementId: number, f: AgentStatementFigures) {
  const line = (kind: string, figures: Partial<typeof ZERO_LINE>) => ({
    ...ZERO_LINE,
    ...figures,
    statement_id: statementId,
    kind,
  });
  return [
    ...f.players.map((p) =>
      line('player', {
        user_id: p.userId,
        deposit_fen: p.depositFen,
        withdrawal_fen: p.withdrawalFen,
        valid_bet_fen: p.validFen,
        ggr_fen: p.ggrFen,
        bonus_fen: p.bonusFen,
        fee_fen: p.feeFen,
        net_fen: p.netFen,
      }),
    ),
    ...f.overrides.map((o) =>
      line('override', {
        user_id: o.fromAgentId,
        net_fen: o.baseFen,
        rate_bp: o.diffBp,
        amount_fen: o.amountFen,
      }),
    ),
    ...f.turnover.map((t) =>
      line('turnover', {
        category: t.category,
        valid_bet_fen: t.validFen,
        rate_bp: t.rateBp,
        amount_fen: t.amountFen,
      }),
    ),
  ];
}
