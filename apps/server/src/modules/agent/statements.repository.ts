import type { Kysely, Transaction, Updateable } from 'kysely';
import type { StatementState } from '@app/shared';
import type { AgentStatementsTable, DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Agent statements as finance works on them. */
export const statementsRepository = {
  /** Moves a statement from one of `from` to a new state; false when it was no longer in one of them. */
  async move(
    q: Q,
    id: number,
    from: StatementState[],
    set: Updateable<AgentStatementsTable>,
  ): Promise<boolean> {
    const moved = await q
      .updateTable('agent_statements')
      .set(set)
      .where('id', '=', id)
      .where('state', 'in', from)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
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
};
