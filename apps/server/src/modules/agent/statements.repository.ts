import type { Kysely, Transaction, Updateable } from 'kysely';
import type { StatementState } from '@app/shared';
import type { AgentStatementsTable, DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** What must still hold when a statement's state moves. */
export interface MoveGuard {
  payableAtMost?: number;
  approvedByOtherThan?: number;
}

/** Agent statements as finance works on them. */
export const statementsRepository = {
  /**
   * Moves a statement from one of `from` to a new state in one conditional UPDATE, which also
   * answers the agent and the amount as they stood at that moment. Undefined when it was no longer
   * in one of them, or when a guard no longer held: its amount had grown past `payableAtMost`, or
   * `approvedByOtherThan` had become its approver (held, released and approved again meanwhile).
   */
  move(
    q: Q,
    id: number,
    from: StatementState[],
    set: Updateable<AgentStatementsTable>,
    guard: MoveGuard = {},
  ) {
    let update = q.updateTable('agent_statements').set(set).where('id', '=', id).where('state', 'in', from);
    if (guard.payableAtMost !== undefined) update = update.where('payable_fen', '<=', guard.payableAtMost);
    if (guard.approvedByOtherThan !== undefined) {
      update = update.where('approved_by', '!=', guard.approvedByOtherThan);
    }
    return update.returning(['agent_id', 'payable_fen']).executeTakeFirst();
  },

  find(q: Q, id: number) {
    return q
      .selectFrom('agent_statements as s')
      .innerJoin('agent_periods as p', 'p.id', 's.period_id')
      .select([
        's.id',
        's.agent_id',
        's.state',
        's.computed_fen',
        's.payable_fen',
        's.approved_by',
        'p.starts_at',
      ])
      .where('s.id', '=', id)
      .executeTakeFirst();
  },

  /** Statements with their period, newest period first; an agent's own only when `agentId` is given. */
  list(q: Q, filter: StatementFilter, page: number, perPage: number) {
    return filtered(q, filter)
      .selectAll('s')
      .select(['p.starts_at', 'p.ends_at', 'p.kind'])
      .orderBy('p.starts_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
  },

  async count(q: Q, filter: StatementFilter): Promise<number> {
    const row = await filtered(q, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** One statement with its period; undefined when it is not the given agent's. */
  detail(q: Q, id: number, agentId?: number) {
    let query = q
      .selectFrom('agent_statements as s')
      .innerJoin('agent_periods as p', 'p.id', 's.period_id')
      .selectAll('s')
      .select(['p.starts_at', 'p.ends_at', 'p.kind'])
      .where('s.id', '=', id);
    if (agentId !== undefined) query = query.where('s.agent_id', '=', agentId);
    return query.executeTakeFirst();
  },

  lines(q: Q, statementId: number) {
    return q
      .selectFrom('agent_statement_lines')
      .selectAll()
      .where('statement_id', '=', statementId)
      .orderBy('kind')
      .orderBy('id')
      .execute();
  },
};

/** Which statements a list shows (an agent's account is the service's to turn into its id). */
export interface StatementFilter {
  agentId?: number;
  state?: string;
  periodId?: number;
}

function filtered(q: Q, f: StatementFilter) {
  let query = q.selectFrom('agent_statements as s').innerJoin('agent_periods as p', 'p.id', 's.period_id');
  if (f.agentId !== undefined) query = query.where('s.agent_id', '=', f.agentId);
  if (f.state) query = query.where('s.state', '=', f.state);
  if (f.periodId !== undefined) query = query.where('s.period_id', '=', f.periodId);
  return query;
}
