import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { AgentPlansTable, DB } from '../../db/schema.js';
import { players } from '../user/user.public.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The back office's reads and writes of agents, plans and periods. */
export const agentAdminRepository = {
  /** A page of agents, newest first, with their plan; an account prefix filters. */
  agents(q: Q, filter: { username?: string }, page: number, perPage: number) {
    return filtered(q, filter)
      .select(['a.user_id', 'a.plan_id', 'a.state', 'a.created_at', 'p.name as plan_name'])
      .orderBy('a.user_id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute();
  },

  async countAgents(q: Q, filter: { username?: string }): Promise<number> {
    const row = await filtered(q, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** The tree's history for the agent: its own links and those that name it, newest first (200). */
  links(q: Q, userId: number) {
    return (
      q
        .selectFrom('agent_links as l')
        .select([
          'l.user_id',
          'l.parent_id',
          'l.effective_from',
          'l.source',
          'l.operator_id',
          'l.note',
          'l.created_at',
        ])
        // Its own place, and every change of a user who was ever directly under it (moves away too).
        .where((eb) =>
          eb.or([
            eb('l.user_id', '=', userId),
            eb(
              'l.user_id',
              'in',
              eb.selectFrom('agent_links').select('user_id').where('parent_id', '=', userId),
            ),
          ]),
        )
        .orderBy('l.id', 'desc')
        .limit(200)
        .execute()
    );
  },

  plan(q: Q, id: number) {
    return q.selectFrom('agent_plans').selectAll().where('id', '=', id).executeTakeFirst();
  },

  async planUsage(q: Q): Promise<Map<number, number>> {
    const rows = await q
      .selectFrom('agents')
      .select(['plan_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('plan_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.plan_id), Number(r.n)]));
  },

  async insertPlan(q: Q, row: Insertable<AgentPlansTable>): Promise<number> {
    const inserted = await q.insertInto('agent_plans').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  },

  async updatePlan(q: Q, id: number, set: Updateable<AgentPlansTable>): Promise<boolean> {
    const moved = await q.updateTable('agent_plans').set(set).where('id', '=', id).executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  },

  /** Deletes a plan no agent uses; false when one does (or it does not exist). */
  async deleteUnusedPlan(q: Q, id: number): Promise<boolean> {
    const gone = await q
      .deleteFrom('agent_plans')
      .where('id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('agents').select('user_id').where('plan_id', '=', id))),
      )
      .executeTakeFirst();
    return Number(gone.numDeletedRows) === 1;
  },

  /** Settled periods, newest first, with their statements' count and what they pay. */
  periods(q: Q) {
    return q
      .selectFrom('agent_periods as p')
      .leftJoin('agent_statements as s', 's.period_id', 'p.id')
      .select([
        'p.id',
        'p.starts_at',
        'p.ends_at',
        'p.kind',
        'p.settled_at',
        (eb) => eb.fn.count<number>('s.id').as('statements'),
        sql<number>`coalesce(sum(s.payable_fen), 0)`.as('payable'),
      ])
      .groupBy(['p.id', 'p.starts_at', 'p.ends_at', 'p.kind', 'p.settled_at'])
      .orderBy('p.starts_at', 'desc')
      .limit(120)
      .execute();
  },
};

function filtered(q: Q, filter: { username?: string }) {
  const query = q.selectFrom('agents as a').innerJoin('agent_plans as p', 'p.id', 'a.plan_id');
  return filter.username ? query.where(players.idOfNameStartingWith('a.user_id', filter.username)) : query;
}
