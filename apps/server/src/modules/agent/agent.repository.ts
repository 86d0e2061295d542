import { type Insertable, type Kysely, type Transaction } from 'kysely';
import type { AgentApplicationsTable, DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

export const AGENT_STATE = { pending: 1, approved: 2, rejected: 3 } as const;

export const agentRepository = {
  pendingOf(q: Q, userId: number) {
    return q
      .selectFrom('agent_applications')
      .select('id')
      .where('user_id', '=', userId)
      .where('state', '=', AGENT_STATE.pending)
      .executeTakeFirst();
  },

  /** The player's latest application, whatever its state. */
  latestOf(q: Q, userId: number) {
    return q
      .selectFrom('agent_applications')
      .select(['state', 'reason', 'created_at', 'reviewed_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  insert(q: Q, row: Insertable<AgentApplicationsTable>) {
    return q.insertInto('agent_applications').values(row).execute();
  },

  /** The oldest 50 pending applications (the applicants' names are the service's to add). */
  pending(q: Q) {
    return q
      .selectFrom('agent_applications')
      .select(['id', 'user_id', 'mobile', 'apply_info', 'created_at'])
      .where('state', '=', AGENT_STATE.pending)
      .orderBy('id')
      .limit(50)
      .execute();
  },

  find(q: Q, id: number) {
    return q
      .selectFrom('agent_applications')
      .select(['id', 'user_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Moves a pending application to its decision; false when it was no longer pending. */
  async decide(
    q: Q,
    id: number,
    decision: { state: number; reason: string; reviewed_by: number; reviewed_at: number },
  ): Promise<boolean> {
    const moved = await q
      .updateTable('agent_applications')
      .set(decision)
      .where('id', '=', id)
      .where('state', '=', AGENT_STATE.pending)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  },
};
