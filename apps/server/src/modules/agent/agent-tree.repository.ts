import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { AgentLinksTable, DB } from '../../db/schema.js';
import { players } from '../user/user.public.js';

type Q = Kysely<DB> | Transaction<DB>;

/** Agents and the referral tree's history (agent_links). */
export const agentTreeRepository = {
  agent(q: Q, userId: number) {
    return q
      .selectFrom('agents')
      .select(['user_id', 'plan_id', 'state', 'created_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  async defaultPlanId(q: Q): Promise<number | null> {
    const row = await q.selectFrom('agent_plans').select('id').orderBy('id').limit(1).executeTakeFirst();
    return row ? Number(row.id) : null;
  },

  /** The agent's own row (once: a repeat changes nothing); the player's flag is the user module's. */
  async insertAgent(q: Q, row: { user_id: number; plan_id: number; created_at: number }): Promise<void> {
    await q
      .insertInto('agents')
      .values(row)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  },

  insertLink(q: Q, row: Insertable<AgentLinksTable>) {
    return q.insertInto('agent_links').values(row).execute();
  },

  /** The user's upper agent as of `at` (the newest link in effect), or null. */
  async parentAt(q: Q, userId: number, at: number): Promise<number | null> {
    const row = await q
      .selectFrom('agent_links')
      .select('parent_id')
      .where('user_id', '=', userId)
      .where('effective_from', '<=', at)
      .orderBy('effective_from', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.parent_id == null ? null : Number(row.parent_id);
  },

  /** Users whose newest link in effect at `at` names `parentId`. */
  async childrenAt(q: Q, parentId: number, at: number): Promise<number[]> {
    const rows = await sql<{ user_id: number }>`${directOf(parentId, at)}`.execute(q);
    return rows.rows.map((r) => Number(r.user_id));
  },

  /**
   * A page of the agent's direct players as of `at`, highest id first, each marked when it is an
   * agent itself; `username` (an account prefix) filters.
   */
  async directPlayersPage(
    q: Q,
    agentId: number,
    at: number,
    page: { username?: string; limit: number; offset: number },
  ) {
    const rows = await sql<{ id: number; is_agent: number }>`
      select d.user_id as id, case when a.user_id is null then 0 else 1 end as is_agent
      from (${directOf(agentId, at)}) d left join agents a on a.user_id = d.user_id
      ${prefixFilter(page.username)}
      order by d.user_id desc limit ${page.limit} offset ${page.offset}`.execute(q);
    return rows.rows;
  },

  async countDirectPlayers(q: Q, agentId: number, at: number, username?: string): Promise<number> {
    const rows = await sql<{ n: number }>`
      select count(*) as n from (${directOf(agentId, at)}) d ${prefixFilter(username)}`.execute(q);
    return Number(rows.rows[0]?.n ?? 0);
  },

  setPlan(q: Q, userId: number, planId: number) {
    return q.updateTable('agents').set({ plan_id: planId }).where('user_id', '=', userId).execute();
  },

  setState(q: Q, userId: number, state: number) {
    return q.updateTable('agents').set({ state }).where('user_id', '=', userId).execute();
  },
};

/** The users whose newest tree link in effect at `at` names the agent (a subquery). */
function directOf(agentId: number, at: number) {
  return sql`select user_id from (
      select user_id, parent_id,
        row_number() over (partition by user_id order by effective_from desc, id desc) as rn
      from agent_links
      where effective_from <= ${at}
        and user_id in (select user_id from agent_links where parent_id = ${agentId})
    ) newest where rn = 1 and parent_id = ${agentId}`;
}

/** Direct players whose account starts with the prefix (the user module's condition). */
function prefixFilter(username?: string) {
  return username ? sql`where ${players.idOfNameStartingWith('d.user_id', username)}` : sql``;
}
