import { describe, expect, it } from 'vitest';
import {
  approvedAgent,
  fundedPlayer,
  mainBalanceFen,
  signInOperator,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp(signInOperator);

const newAgent = () => approvedAgent(t, t.op);

describe('agent settlement', () => {
  it('settles a closed month once from its records, and pays an approved statement once', async () => {
    const db = t.database.db;
    t.clock.set(new Date('2026-11-10T04:00:00Z'));
    const agent = await newAgent();
    expect(
      await db.selectFrom('agents').selectAll().where('user_id', '=', agent.userId).executeTakeFirst(),
    ).toBeTruthy();

    // A player registered by the agent's link deposits 300.00, and loses 500.00 on 200.00 of valid bets.
    await t.services.settings.set({ turnover_multiple: '0' });
    const player = await fundedPlayer(t, 300, { pid: String(agent.userId) });
    expect(await t.services.agentTree.levelOf(agent.userId)).toBe(1);
    const link = await db
      .selectFrom('agent_links')
      .selectAll()
      .where('user_id', '=', player.userId)
      .execute();
    expect(link).toMatchObject([{ parent_id: agent.userId, source: 'register' }]);
    await db
      .insertInto('bet_settlements')
      .values({
        user_id: player.userId,
        platform: 'pp',
        valid_bet_fen: 20_000,
        win_loss_fen: -50_000,
        settled_at: t.clock.now().getTime(),
      })
      .execute();

    // Not before the month has closed (and five minutes more).
    t.clock.set(new Date('2026-11-30T16:04:00Z'));
    expect(await t.services.agentSettlement.settleDue()).toBe(0);
    t.clock.set(new Date('2026-11-30T16:06:00Z'));
    const runs = await Promise.all([
      t.services.agentSettlement.settleDue(),
      t.services.agentSettlement.settleDue(),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await t.services.agentSettlement.settleDue()).toBe(0);

    const statements = await db
      .selectFrom('agent_statements')
      .selectAll()
      .where('agent_id', '=', agent.userId)
      .execute();
    expect(statements).toHaveLength(1);
    const s = statements[0]!;
    // GGR 500.00, less 1% of the 300.00 deposit: 497.00 at the first tier's 25%.
    expect({
      deposit: Number(s.deposit_fen),
      ggr: Number(s.ggr_fen),
      fee: Number(s.fee_fen),
      net: Number(s.net_fen),
      rate: Number(s.rate_bp),
      computed: Number(s.computed_fen),
      state: s.state,
    }).toEqual({
      deposit: 30_000,
      ggr: 50_000,
      fee: 300,
      net: 49_700,
      rate: 2500,
      computed: 12_425,
      state: 'pending',
    });

    const before = await mainBalanceFen(db, agent.userId);
    const opId = (await db.selectFrom('operators').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const approvals = await Promise.allSettled([
      t.services.agentStatements.approve(Number(s.id), Number(opId)),
      t.services.agentStatements.approve(Number(s.id), Number(opId)),
    ]);
    expect(approvals.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(await mainBalanceFen(db, agent.userId)).toBe(before + 12_425);
    const journals = await db
      .selectFrom('ledger_journals')
      .selectAll()
      .where('reason', '=', 'agent_commission')
      .execute();
    expect(journals).toHaveLength(1);
  });
});
