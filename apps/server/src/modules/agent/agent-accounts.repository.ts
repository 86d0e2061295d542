import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Q = Kysely<DB> | Transaction<DB>;

/** An agent's sign-in to its console: its standing and its authenticator (agent-console module). */
export const agentAccountsRepository = {
  /** The agent's plan, state and authenticator secrets; undefined when the user is no agent. */
  consoleAccount(q: Q, userId: number) {
    return q
      .selectFrom('agents')
      .select(['user_id', 'plan_id', 'state', 'totp_secret', 'totp_pending', 'totp_last_step'])
      .where('user_id', '=', userId)
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
};
