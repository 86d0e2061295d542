import { describe, expect, it } from 'vitest';
import { call, operatorToken } from '../helpers.js';
import { approvedAgent } from '../support/agents.js';
import { mainBalanceFen } from '../support/ledger.js';
import { clusterPerFile } from '../support/cluster.js';
import { roleOperatorToken } from '../support/operators.js';
import { GOOD_PASSWORD, registerPlayer } from '../support/players.js';

/**
 * The agent programme on two nodes of one site: both settle a closed month at once and it is
 * settled once; finance approves on one node and confirms on the other at once and the agent is
 * paid once; an agent frozen through one node is signed out of the console on the other.
 */
const nodes = clusterPerFile();

describe('agent settlement on two nodes', () => {
  it('settles a period once, pays a statement once and signs a frozen agent out everywhere', async () => {
    const { a, b } = nodes;
    const op = await operatorToken(a);
    const agent = await approvedAgent(a, op);
    const player = await registerPlayer(a.app, { pid: String(agent.userId) });
    const playerId = (await a.services.sessions.resolve(player.token))!;
    const db = a.database.db;
    await db
      .insertInto('bet_settlements')
      .values({
        user_id: playerId,
        platform: 'pp',
        valid_bet_fen: 500_000,
        win_loss_fen: -2_000_000,
        settled_at: a.clock.now().getTime(),
      })
      .execute();
    const console = await call(b.app, 'POST', '/agent/api/login', {
      name: agent.name,
      password: GOOD_PASSWORD,
    });

    // Ten minutes into December, Beijing time: November has closed.
    const today = a.clock.now();
    a.clock.set(new Date('2026-11-30T16:10:00Z'));
    const settled = await Promise.all([
      a.services.agentSettlement.settleDue(),
      b.services.agentSettlement.settleDue(),
    ]);
    expect(settled[0]! + settled[1]!).toBe(1);
    a.clock.set(today);
    const statements = await db.selectFrom('agent_statements').selectAll().execute();
    expect(statements).toHaveLength(1);
    const s = statements[0]!;
    expect(Number(s.computed_fen)).toBe(500_000);

    // 5,000.00, not above the default threshold (5,000.00): one operator's approval pays it.
    const before = await mainBalanceFen(db, agent.userId);
    const finance = await roleOperatorToken(b, 'finance');
    const approvals = await Promise.all([
      call(a.app, 'POST', `/admin/api/agent-statements/${s.id}/approve`, {}, { token: op }),
      call(b.app, 'POST', `/admin/api/agent-statements/${s.id}/approve`, {}, { token: finance.token }),
    ]);
    expect(approvals.filter((r) => r.code === 200)).toHaveLength(1);
    expect(await mainBalanceFen(db, agent.userId)).toBe(before + 500_000);

    expect(console.code, console.message).toBe(200);
    const token = console.data.token as string;
    expect((await call(b.app, 'GET', '/agent/api/me', undefined, { token })).code).toBe(200);
    await call(
      a.app,
      'POST',
      `/admin/api/agents/${agent.userId}/state`,
      { state: 0, reason: '核查' },
      { token: op },
    );
    expect((await call(b.app, 'GET', '/agent/api/me', undefined, { token })).code).toBe(401);
  });
});
