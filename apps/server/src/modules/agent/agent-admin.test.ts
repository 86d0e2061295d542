import { describe, expect, it } from 'vitest';
import { AGENT_ADMIN_MSG } from '@app/shared';
import {
  call,
  callsAs,
  lastAudit,
  mainBalanceFen,
  registerPlayer,
  roleOperatorToken,
  signInOperator,
  TEST_PLAN,
  useTestApp,
} from '../../../test/helpers.js';

const t = useTestApp(signInOperator);
const admin = callsAs(t, () => t.op);

const PLAN = TEST_PLAN;

async function player(pid?: number) {
  const p = await registerPlayer(t.app, pid ? { pid: String(pid) } : {});
  return { ...p, userId: (await t.services.sessions.resolve(p.token))! };
}

describe('the back office’s agent programme', () => {
  it('keeps plans by the plan rule, and refuses to delete one in use', async () => {
    expect(await admin('POST', '/admin/api/agent-plans', { ...PLAN, tiers: [] })).toMatchObject({
      message: AGENT_ADMIN_MSG.planTiers,
    });
    expect(
      await admin('POST', '/admin/api/agent-plans', {
        ...PLAN,
        tiers: [{ min_active: 1, min_net: '0', rate: '101' }],
      }),
    ).toMatchObject({ message: AGENT_ADMIN_MSG.planRate });
    const created = await admin('POST', '/admin/api/agent-plans', PLAN);
    expect(created.code).toBe(200);
    const plans = (await admin('GET', '/admin/api/agent-plans')).data;
    expect(plans.find((p: { id: number }) => p.id === created.data.id)).toMatchObject({
      name: '高返方案',
      active_min_valid: '100.00',
      withdrawal_fee_rate: '0.50',
      tiers: [
        { min_active: 1, min_net: '0.00', rate: '30.00' },
        { min_active: 3, min_net: '5000.00', rate: '40.00' },
      ],
      turnover_rates: { slots: '0.20' },
      agents: 0,
    });
    expect((await lastAudit(t, 'agent_plan.create')).target_id).toBe(String(created.data.id));

    const a = await player();
    expect((await admin('POST', '/admin/api/agents/make', { username: a.name })).code).toBe(200);
    expect(
      (await admin('POST', `/admin/api/agents/${a.userId}/plan`, { plan_id: created.data.id })).code,
    ).toBe(200);
    expect(await admin('DELETE', `/admin/api/agent-plans/${created.data.id}`)).toMatchObject({
      message: AGENT_ADMIN_MSG.planInUse,
    });
  });

  it('moves players and agents from the next period, never under themselves or past the depth', async () => {
    const top = await player();
    await admin('POST', '/admin/api/agents/make', { username: top.name });
    const sub = await player(top.userId);
    await admin('POST', '/admin/api/agents/make', { username: sub.name });
    const other = await player();
    await admin('POST', '/admin/api/agents/make', { username: other.name });
    const p = await player(sub.userId);

    expect(
      await admin('POST', '/admin/api/agents/move', { username: top.name, parent: sub.name }),
    ).toMatchObject({
      message: AGENT_ADMIN_MSG.cycle,
    });
    await t.services.settings.set({ agent_max_depth: '2' });
    expect(
      await admin('POST', '/admin/api/agents/move', { username: top.name, parent: other.name }),
    ).toMatchObject({
      message: AGENT_ADMIN_MSG.tooDeep,
    });
    await t.services.settings.set({ agent_max_depth: '3' });

    const moved = await admin('POST', '/admin/api/agents/move', {
      username: p.name,
      parent: other.name,
      note: '客户要求',
    });
    expect(moved.code).toBe(200);
    // Still the sub-agent's player this period; the other agent's from the next.
    const subDetail = (await admin('GET', `/admin/api/agents/${sub.userId}`)).data;
    expect(subDetail).toMatchObject({ level: 2, parent: top.name, upline: [top.name], direct_players: 1 });
    expect(subDetail.links[0]).toMatchObject({
      username: p.name,
      parent: other.name,
      source: '后台调整',
      note: '客户要求',
    });
    expect(moved.data.effective_from).toBe(subDetail.links[0].effective_from);
    expect(await lastAudit(t, 'agent.move')).toMatchObject({ target_id: String(p.userId) });
    expect((await admin('GET', `/admin/api/agents/${top.userId}`)).data.sub_agent_rows).toMatchObject([
      { username: sub.name, level: 2 },
    ]);
  });

  it('pays a large statement only once a second operator confirms it', async () => {
    const a = await player();
    await admin('POST', '/admin/api/agents/make', { username: a.name });
    const p = await player(a.userId);
    const db = t.database.db;
    const now = t.clock.now().getTime();
    // The player lost 100,000.00 this month: at the default plan's 25%, 24,000+ in commission.
    await db
      .insertInto('bet_settlements')
      .values({
        user_id: p.userId,
        platform: 'pp',
        valid_bet_fen: 50_000_00,
        win_loss_fen: -100_000_00,
        settled_at: now,
      })
      .execute();
    // The month closes and the job settles it; back to today, where the operators' sessions stand.
    t.clock.advance(40 * 86_400_000);
    expect(await t.services.agentSettlement.settleDue()).toBeGreaterThan(0);
    t.clock.advance(-40 * 86_400_000);
    expect((await admin('POST', '/admin/api/agent-periods/settle', {})).data.settled).toBe(0);
    expect((await admin('GET', '/admin/api/agent-periods')).data[0]).toMatchObject({ kind: 'month' });
    const queue = (await admin('GET', `/admin/api/agent-statements?username=${a.name}&state=pending`)).data;
    expect(queue.total).toBe(1);
    const s = queue.data[0];
    expect(s).toMatchObject({ username: a.name, level: 1, needs_second: true, state: 'pending' });

    expect(
      await admin('POST', `/admin/api/agent-statements/${s.id}/adjust`, { amount: '-100', reason: '' }),
    ).toMatchObject({
      message: AGENT_ADMIN_MSG.adjustReason,
    });
    await admin('POST', `/admin/api/agent-statements/${s.id}/adjust`, {
      amount: '-100.00',
      reason: '扣除违规会员',
    });
    const detail = (await admin('GET', `/admin/api/agent-statements/${s.id}`)).data;
    expect(detail).toMatchObject({
      adjust: '-100.00',
      adjust_reason: '扣除违规会员',
      players: [{ username: p.name }],
    });
    const payable = Math.round(Number(detail.payable) * 100);
    expect(payable).toBe(Math.round(Number(detail.computed) * 100) - 10_000);

    expect((await admin('POST', `/admin/api/agent-statements/${s.id}/approve`, {})).data.state).toBe(
      'second',
    );
    expect(await admin('POST', `/admin/api/agent-statements/${s.id}/confirm`, {})).toMatchObject({
      message: AGENT_ADMIN_MSG.secondOperator,
    });
    const before = await mainBalanceFen(db, a.userId);
    const finance = await roleOperatorToken(t, 'finance');
    const confirms = await Promise.all([
      call(t.app, 'POST', `/admin/api/agent-statements/${s.id}/confirm`, {}, { token: finance.token }),
      call(t.app, 'POST', `/admin/api/agent-statements/${s.id}/confirm`, {}, { token: finance.token }),
    ]);
    expect(confirms.filter((c) => c.code === 200)).toHaveLength(1);
    expect(await mainBalanceFen(db, a.userId)).toBe(before + payable);
    expect((await admin('GET', `/admin/api/agent-statements/${s.id}`)).data).toMatchObject({ state: 'paid' });
    expect(await lastAudit(t, 'agent_statement.confirm')).toMatchObject({ target_id: String(s.id) });
    // Operations edits plans and the tree, and reviews no statement.
    const operations = await roleOperatorToken(t, 'operations');
    const held = await call(t.app, 'POST', `/admin/api/agent-statements/${s.id}/hold`, {}, operations);
    expect(held.code).toBe(403);
  });
});
