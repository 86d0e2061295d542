import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** The agent console's sessions; the agent's own rows are the agent module's (agent.public.ts). */
export const agentConsoleRepository = {
  insertSession(q: Q, row: { user_id: number; token_hash: string; created_at: number; expires_at: number }) {
    return q.insertInto('agent_sessions').values(row).execute();
  },

  /** The session's user while the session stands (not ended, not expired). */
  sessionUser(q: Q, tokenHash: string, now: number) {
    return q
      .selectFrom('agent_sessions')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
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
};
