import type { Kysely } from 'kysely';
import { hashPassword } from '../lib/passwords.js';
import { inTransaction } from '../db/database.js';
import type { DB } from '../db/schema.js';

/** The demo's agent, who brought a quarter of the demo crowd (seed-backoffice.ts). */
export const DEMO_AGENT = 'agent_jinsha';
/** A referred player the agent opened as its sub-agent, with two players of its own. */
const SUB_AGENT = 'lina2024';
const SUB_AGENT_PLAYERS = ['liangbo9', 'fengtao7'];

/**
 * The agent programme of the demo: agent_jinsha signs in to the agent console with the demo
 * password; its referred players are its tree (as registrations by its link would have made it),
 * one of them its sub-agent with players of its own, on a second plan that also pays a turnover
 * commission. The settlement job settles the closed month at start, from the demo's own records,
 * so the console and the back office's queue show real statements. Runs once per database.
 */
export async function seedDemoAgents(db: Kysely<DB>, opts: { demoPassword: string }): Promise<void> {
  const account = (username: string) =>
    db.selectFrom('users').select(['id', 'created_at']).where('username', '=', username).executeTakeFirst();
  const agent = await account(DEMO_AGENT);
  if (
    !agent ||
    (await db.selectFrom('agents').select('user_id').where('user_id', '=', agent.id).executeTakeFirst())
  )
    return;
  const sub = await account(SUB_AGENT);
  const hash = await hashPassword(opts.demoPassword);
  await inTransaction(db, async (trx) => {
    const now = Date.now();
    const standard = await trx.selectFrom('agent_plans').select('id').orderBy('id').executeTakeFirstOrThrow();
    const tiers = JSON.stringify([
      { min_active: 1, min_net_fen: 0, rate_bp: 3000 },
      { min_active: 5, min_net_fen: 3_000_000, rate_bp: 4000 },
      { min_active: 15, min_net_fen: 20_000_000, rate_bp: 5000 },
    ]);
    const premium = await trx
      .insertInto('agent_plans')
      .values({
        name: '金牌方案',
        active_min_valid_fen: 10_000,
        deposit_fee_bp: 100,
        withdrawal_fee_bp: 100,
        tiers,
        turnover_bp: JSON.stringify({ slots: 20, live: 10 }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', agent.id).execute();
    await trx
      .insertInto('agents')
      .values({ user_id: agent.id, plan_id: Number(premium.id), created_at: Number(agent.created_at) })
      .execute();
    const referred = await trx
      .selectFrom('users')
      .select(['id', 'username', 'created_at'])
      .where('pid', '=', agent.id)
      .execute();
    for (const u of referred) {
      const parent = SUB_AGENT_PLAYERS.includes(u.username) && sub ? sub.id : agent.id;
      if (parent !== agent.id)
        await trx.updateTable('users').set({ pid: parent }).where('id', '=', u.id).execute();
      await trx
        .insertInto('agent_links')
        .values({
          user_id: u.id,
          parent_id: parent,
          effective_from: Number(u.created_at),
          source: 'register',
          created_at: Number(u.created_at),
        })
        .execute();
    }
    if (sub) {
      await trx.updateTable('users').set({ isagent: 1 }).where('id', '=', sub.id).execute();
      await trx
        .insertInto('agents')
        .values({
          user_id: sub.id,
          plan_id: Number(standard.id),
          created_at: Number(sub.created_at) + 86_400_000,
        })
        .execute();
    }
  });
}
