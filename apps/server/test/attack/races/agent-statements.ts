import { beforeAll, expect } from 'vitest';
import { REASON } from '../../../src/ledger/reasons.js';
import { approvedAgent, mainBalanceFen, registerPlayer } from '../../helpers.js';
import type { RaceWorld } from './race-kit.js';

/** The default plan pays 25% of net revenue; the default review threshold is 5,000.00. */
export const THRESHOLD_FEN = 500_000;

/** The month's loss of the agent's one player, by what its statement pays (a quarter of it). */
const LOSS_FEN = {
  /** 2,000.00: one operator's approval pays it. */
  small: 800_000,
  /** 10,000.00: a second operator must confirm it. */
  large: 4_000_000,
  /** 4,500.00: one operator's approval pays it, unless an adjustment lifts it above the threshold. */
  nearThreshold: 1_800_000,
};
export type StatementSize = keyof typeof LOSS_FEN;

export interface RaceStatement {
  id: number;
  agentId: number;
  payableFen: number;
}

/**
 * Statements settled the way the site settles them, made before the file's races: for each size,
 * `count` agents, each with one player who lost this month; then the month closes and the job
 * settles it. `take(size)` hands each race a statement of its own, still pending.
 */
export function settledStatements(w: RaceWorld, counts: Record<StatementSize, number>) {
  const pool: Record<StatementSize, RaceStatement[]> = { small: [], large: [], nearThreshold: [] };
  beforeAll(async () => {
    const db = w.first.database.db;
    const now = w.first.clock.now().getTime();
    const agents: { agentId: number; size: StatementSize }[] = [];
    for (const size of Object.keys(counts) as StatementSize[])
      for (let n = 0; n < counts[size]; n++) {
        const agent = await approvedAgent(w.first, w.ops.super);
        const player = await registerPlayer(w.first.app, { pid: String(agent.userId) });
        const userId = (await w.first.services.sessions.resolve(player.token))!;
        await db
          .insertInto('bet_settlements')
          .values({
            user_id: userId,
            platform: 'pp',
            valid_bet_fen: 500_000,
            win_loss_fen: -LOSS_FEN[size],
            settled_at: now,
          })
          .execute();
        agents.push({ agentId: agent.userId, size });
      }
    // The month closes and the job settles it; back to today, where the operators' sessions stand.
    w.first.clock.advance(40 * 86_400_000);
    expect(await w.first.services.agentSettlement.settleDue()).toBeGreaterThan(0);
    w.first.clock.advance(-40 * 86_400_000);
    for (const { agentId, size } of agents) {
      const s = await db
        .selectFrom('agent_statements')
        .select(['id', 'state', 'payable_fen'])
        .where('agent_id', '=', agentId)
        .executeTakeFirstOrThrow();
      expect(s.state).toBe('pending');
      pool[size].push({ id: Number(s.id), agentId, payableFen: Number(s.payable_fen) });
    }
  }, 120_000);
  return {
    take(size: StatementSize): RaceStatement {
      const s = pool[size].shift();
      if (!s) throw new Error(`no ${size} statement left: raise its count`);
      return s;
    },
  };
}

/**
 * Where a statement ended after a race: its row, the agent commission journals posted for it and
 * how much the agent's main wallet grew since `beforeFen`.
 */
export async function statementOutcome(w: RaceWorld, s: RaceStatement, beforeFen: number) {
  const db = w.first.database.db;
  const row = await db
    .selectFrom('agent_statements')
    .select(['state', 'payable_fen', 'approved_by', 'confirmed_by'])
    .where('id', '=', s.id)
    .executeTakeFirstOrThrow();
  const journals = await db
    .selectFrom('ledger_journals')
    .select('amount')
    .where('reason', '=', REASON.agentCommission)
    .where('ref_type', '=', 'agent_statement')
    .where('ref_id', '=', String(s.id))
    .execute();
  return {
    state: row.state,
    payableFen: Number(row.payable_fen),
    approvedBy: row.approved_by === null ? null : Number(row.approved_by),
    confirmedBy: row.confirmed_by === null ? null : Number(row.confirmed_by),
    commissionJournals: journals.map((j) => Number(j.amount)),
    walletGrowthFen: (await mainBalanceFen(db, s.agentId)) - beforeFen,
  };
}
