import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { REASON } from '@app/shared';
import type {
  AgentStatementLinesTable,
  AgentStatementsTable,
  BetSettlementsTable,
  DB,
} from '../../db/schema.js';
import { ledgerReads } from '../../ledger/ledger.public.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Ledger reasons that make a player's figures: money in, money out, and what the house gave. */
export const FIGURE_REASONS = {
  deposit: [REASON.deposit],
  withdrawal: [REASON.withdrawalPaid],
  bonus: [REASON.bonus, REASON.rebate, REASON.redPacket],
} as const;

const LINE_BATCH = 500;
const STATEMENT_BATCH = 200;

/** The raw records a period's statements are computed from, and the statements written once. */
export const settlementRepository = {
  /** The end of the last settled period (0 when none was). */
  async lastSettledEnd(q: Q): Promise<number> {
    const row = await q
      .selectFrom('agent_periods')
      .select((eb) => eb.fn.max('ends_at').as('end'))
      .executeTakeFirst();
    return Number(row?.end ?? 0);
  },

  async firstAgentAt(q: Q): Promise<number | null> {
    const row = await q
      .selectFrom('agents')
      .select((eb) => eb.fn.min('created_at').as('at'))
      .executeTakeFirst();
    return row?.at == null ? null : Number(row.at);
  },

  /** Every user's upper agent for a period ending at `end`: the newest link that took effect before it. */
  async treeBefore(q: Q, end: number): Promise<Map<number, number>> {
    const rows = await sql<{ user_id: number; parent_id: number | null }>`
      select user_id, parent_id from (
        select user_id, parent_id,
          row_number() over (partition by user_id order by effective_from desc, id desc) as rn
        from agent_links where effective_from < ${end}
      ) newest where rn = 1 and parent_id is not null`.execute(q);
    return new Map(rows.rows.map((r) => [Number(r.user_id), Number(r.parent_id)]));
  },

  /** The agents made before `end`, with their plan. */
  agentsBefore(q: Q, end: number) {
    return q
      .selectFrom('agents')
      .select(['user_id', 'plan_id', 'state'])
      .where('created_at', '<', end)
      .orderBy('user_id')
      .execute();
  },

  plans(q: Q) {
    return q.selectFrom('agent_plans').selectAll().orderBy('id').execute();
  },

  /** Valid turnover and win/loss per player and platform, recorded within [start, end) (of `users` only). */
  betFigures(q: Q, start: number, end: number, users?: number[]) {
    let query = q
      .selectFrom('bet_settlements')
      .select([
        'user_id',
        'platform',
        (eb) => eb.fn.sum<number>('valid_bet_fen').as('valid'),
        (eb) => eb.fn.sum<number>('win_loss_fen').as('win_loss'),
      ])
      .where('settled_at', '>=', start)
      .where('settled_at', '<', end)
      .groupBy(['user_id', 'platform']);
    if (users) query = query.where('user_id', 'in', users.length ? users : [-1]);
    return query.execute();
  },

  /**
   * Deposits, paid withdrawals and bonuses per player and reason, journalled within [start, end) (of
   * `users` only), as the ledger sums them; house journals (no user) belong to no tree and are
   * dropped by the caller.
   */
  moneyFigures(q: Q, start: number, end: number, users?: number[]) {
    return ledgerReads.sumsByUserAndReason(q, { start, end }, Object.values(FIGURE_REASONS).flat(), users);
  },

  /** The settlement journal: what each bet report changed, when it was recorded (bets module). */
  recordBets(q: Q, rows: Insertable<BetSettlementsTable>[]) {
    return q.insertInto('bet_settlements').values(rows).execute();
  },

  /** What each agent carried out of the period that ended at `start`. */
  async carriedInto(q: Q, start: number): Promise<Map<number, number>> {
    const rows = await q
      .selectFrom('agent_statements as s')
      .innerJoin('agent_periods as p', 'p.id', 's.period_id')
      .select(['s.agent_id', 's.carry_out_fen'])
      .where('p.ends_at', '=', start)
      .execute();
    return new Map(rows.map((r) => [Number(r.agent_id), Number(r.carry_out_fen)]));
  },

  /** The period's row, or null when another run settled it first (its start is unique). */
  async claimPeriod(trx: Transaction<DB>, period: { start: number; end: number; kind: string }, now: number) {
    const row = await trx
      .insertInto('agent_periods')
      .values({ starts_at: period.start, ends_at: period.end, kind: period.kind, settled_at: now })
      .onConflict((oc) => oc.column('starts_at').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  },

  /** Writes statements in batches; answers each agent's statement id. */
  async insertStatements(
    trx: Transaction<DB>,
    rows: Insertable<AgentStatementsTable>[],
  ): Promise<Map<number, number>> {
    const ids = new Map<number, number>();
    for (let i = 0; i < rows.length; i += STATEMENT_BATCH) {
      const inserted = await trx
        .insertInto('agent_statements')
        .values(rows.slice(i, i + STATEMENT_BATCH))
        .returning(['id', 'agent_id'])
        .execute();
      for (const r of inserted) ids.set(Number(r.agent_id), Number(r.id));
    }
    return ids;
  },

  async insertLines(trx: Transaction<DB>, rows: Insertable<AgentStatementLinesTable>[]): Promise<void> {
    for (let i = 0; i < rows.length; i += LINE_BATCH)
      await trx
        .insertInto('agent_statement_lines')
        .values(rows.slice(i, i + LINE_BATCH))
        .execute();
  },
};
