import { sql, type Kysely, type Transaction } from 'kysely';
import { formatBeijing } from '@app/shared';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The agent console's sessions and the agent's own rows; every query names the agent. */
export const agentConsoleRepository = {
  insertSession(q: Q, row: { user_id: number; token_hash: string; created_at: number; expires_at: number }) {
    return q.insertInto('agent_sessions').values(row).execute();
  },

  /** The session's agent while the session stands, the agent is active and the account in good standing. */
  sessionAgent(q: Q, tokenHash: string, now: number) {
    return q
      .selectFrom('agent_sessions as s')
      .innerJoin('agents as a', 'a.user_id', 's.user_id')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.user_id')
      .where('s.token_hash', '=', tokenHash)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', now)
      .where('a.state', '=', 1)
      .where('u.status', '=', 1)
      .where('u.isblack', '=', 0)
      .executeTakeFirst();
  },

  revokeSession(q: Q, tokenHash: string, now: number) {
    return q
      .updateTable('agent_sessions')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  },

  agent(q: Q, userId: number) {
    return q
      .selectFrom('agents as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.user_id',
        'a.plan_id',
        'a.state',
        'a.totp_secret',
        'a.totp_pending',
        'a.totp_last_step',
        'u.username',
      ])
      .where('a.user_id', '=', userId)
      .executeTakeFirst();
  },

  setTotpPending(q: Q, userId: number, secret: string) {
    return q.updateTable('agents').set({ totp_pending: secret }).where('user_id', '=', userId).execute();
  },

  enableTotp(q: Q, userId: number, secret: string, step: number) {
    return q
      .updateTable('agents')
      .set({ totp_secret: secret, totp_pending: null, totp_last_step: step })
      .where('user_id', '=', userId)
      .execute();
  },

  /** Takes a code's time step once: false when it (or a later one) was already used. */
  async claimTotpStep(q: Q, userId: number, step: number): Promise<boolean> {
    const moved = await q
      .updateTable('agents')
      .set({ totp_last_step: step })
      .where('user_id', '=', userId)
      .where('totp_last_step', '<', step)
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1;
  },

  /** The agent's direct players as of `at`, a page of them, newest first (an account prefix filters). */
  directPlayers(
    q: Q,
    agentId: number,
    at: number,
    page: { username?: string; limit: number; offset: number },
  ) {
    return sql<{
      id: number;
      username: string;
      created_at: number;
      last_login_at: number | null;
      is_agent: number;
    }>`
      select u.id, u.username, u.created_at, u.last_login_at,
        case when a.user_id is null then 0 else 1 end as is_agent
      from users u left join agents a on a.user_id = u.id
      where u.id in (${directOf(agentId, at)})
        ${prefixFilter(page.username)}
      order by u.id desc limit ${page.limit} offset ${page.offset}`.execute(q);
  },

  async countDirectPlayers(q: Q, agentId: number, at: number, username?: string): Promise<number> {
    const rows = await sql<{ n: number }>`
      select count(*) as n from users u where u.id in (${directOf(agentId, at)})
        ${prefixFilter(username)}`.execute(q);
    return Number(rows.rows[0]?.n ?? 0);
  },

  /** How many of the agent's direct players (as of `at`) registered within [start, end). */
  async registrations(q: Q, agentId: number, at: number, start: number, end: number): Promise<number> {
    const rows = await sql<{ n: number }>`
      select count(*) as n from users u where u.id in (${directOf(agentId, at)})
        and u.created_at >= ${start} and u.created_at < ${end}`.execute(q);
    return Number(rows.rows[0]?.n ?? 0);
  },

  async createdAt(q: Q, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await q.selectFrom('users').select(['id', 'created_at']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [Number(r.id), formatBeijing(Number(r.created_at))]));
  },

  /** How many of `users` made their first deposit within [start, end). */
  async firstDeposits(q: Q, users: number[], start: number, end: number): Promise<number> {
    if (users.length === 0) return 0;
    const rows = await q
      .selectFrom('ledger_journals')
      .select(['user_id', (eb) => eb.fn.min<number>('created_at').as('first')])
      .where('reason', '=', 'deposit')
      .where('user_id', 'in', users)
      .groupBy('user_id')
      .execute();
    return rows.filter((r) => Number(r.first) >= start && Number(r.first) < end).length;
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

/** An account prefix, its % and _ taken as letters. */
function prefixFilter(username?: string) {
  if (!username) return sql``;
  const prefix = `${username.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return sql`and u.username like ${prefix} escape '\\'`;
}
