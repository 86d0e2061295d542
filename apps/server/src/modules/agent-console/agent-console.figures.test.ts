import { beforeAll, describe, expect, it } from 'vitest';
import {
  approvedAgent,
  call,
  fundedPlayer,
  GOOD_PASSWORD,
  operatorToken,
  registerPlayer,
  TEST_PLAN,
  useTestApp,
} from '../../../test/helpers.js';
import { reportMoves } from '../../../test/reports-scenario.js';

/**
 * The agent console's figures agree with each other: one sign for a result everywhere (the
 * platform's, 平台输赢: positive when the site won), and the projected commission worked out line
 * by line from figures shown beside it, as the period's statement will be. The back office's agent
 * detail shows the same projection.
 */
const t = useTestApp();
let op = '';

const fen = (yuan: string) => Math.round(Number(yuan) * 100);
const admin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, body, { token: op });
async function consoleOf(name: string) {
  const signedIn = await call(t.app, 'POST', '/agent/api/login', { name, password: GOOD_PASSWORD });
  expect(signedIn.code).toBe(200);
  return (url: string, body?: unknown) =>
    call(t.app, body === undefined ? 'GET' : 'POST', url, body, { token: signedIn.data.token });
}
async function player(pid: number) {
  const p = await registerPlayer(t.app, { pid: String(pid) });
  return { ...p, userId: (await t.services.sessions.resolve(p.token))! };
}
/** A settled bet as the bet recorder records it for the agents (valid turnover, the player's result). */
const settle = (userId: number, validYuan: number, playerWinYuan: number) =>
  t.database.db
    .insertInto('bet_settlements')
    .values({
      user_id: userId,
      platform: 'pp',
      valid_bet_fen: validYuan * 100,
      win_loss_fen: playerWinYuan * 100,
      settled_at: t.clock.now().getTime(),
    })
    .execute();

let agent: Awaited<ReturnType<typeof approvedAgent>>;
let lost: number;
let won: number;

beforeAll(async () => {
  t.clock.set(new Date('2026-11-10T04:00:00Z'));
  op = await operatorToken(t);
  await t.services.settings.set({ turnover_multiple: '0' });
  // 30% from one active player, 40% from three and 5,000.00; fees 1% and 0.5%; 0.2% on slots.
  const plan = await admin('POST', '/admin/api/agent-plans', TEST_PLAN);
  agent = await approvedAgent(t, op);
  expect(
    (await admin('POST', `/admin/api/agents/${agent.userId}/plan`, { plan_id: plan.data.id })).code,
  ).toBe(200);
  // November: the player deposits 1,000.00 and wins 300.00; the month leaves -310.00 to carry.
  const p1 = await fundedPlayer(t, 1000, { pid: String(agent.userId) });
  lost = p1.userId;
  await settle(p1.userId, 500, 300);

  t.clock.set(new Date('2026-12-05T04:00:00Z'));
  op = await operatorToken(t);
  expect(await t.services.agentSettlement.settleDue()).toBe(1);
  // December: p1 loses 2,500.00 and gets a 50.00 rebate; p2 deposits 2,000.00 and wins 100.00.
  await settle(p1.userId, 2000, -2500);
  await reportMoves(t, () => op).journal(p1.userId, 'rebate', 'rebate', 5000);
  const p2 = await fundedPlayer(t, 2000, { pid: String(agent.userId) });
  won = p2.userId;
  await settle(p2.userId, 200, 100);
  // A sub-agent whose player loses 4,000.00: its team of one stays at 30%, the agent's reaches 40%.
  const sub = await player(agent.userId);
  const console = await consoleOf(agent.name);
  expect((await console('/agent/api/sub-agents', { user_id: sub.userId })).code).toBe(200);
  const q1 = await player(sub.userId);
  await settle(q1.userId, 5000, -4000);
});

describe('the agent console’s figures', () => {
  it('show every result in the platform’s sign: 会员 adds up to 概览', async () => {
    const console = await consoleOf(agent.name);
    const overview = (await console('/agent/api/overview')).data;
    const players = (await console('/agent/api/players?page=1')).data.data as Array<{
      user_id: number;
      ggr: string;
    }>;
    const ggrOf = (id: number) => players.find((p) => p.user_id === id)!.ggr;
    expect(ggrOf(lost)).toBe('2500.00');
    expect(ggrOf(won)).toBe('-100.00');
    expect(players.reduce((s, p) => s + fen(p.ggr), 0)).toBe(fen(overview.period.ggr));
    expect(overview.period.ggr).toBe('2400.00');
  });

  it('project the commission from the lines shown beside it', async () => {
    const console = await consoleOf(agent.name);
    const overview = (await console('/agent/api/overview')).data;
    const p = overview.projection;
    expect(p).toMatchObject({
      ggr: '2400.00',
      bonuses: '50.00',
      fees: '20.00',
      net: '2330.00',
      carry_in: '-310.00',
      base: '2020.00',
      rate: '40.00',
      team_active: 3,
      team_net: '6330.00',
      revenue: '808.00',
      override: '400.00',
      turnover: '4.40',
      commission: '1212.40',
      carry_out: '0.00',
    });
    // The same figures as the period's, and every line follows from the ones above it.
    expect([p.ggr, p.bonuses]).toEqual([overview.period.ggr, overview.period.bonuses]);
    expect(fen(p.net)).toBe(fen(p.ggr) - fen(p.bonuses) - fen(p.fees));
    expect(fen(p.base)).toBe(fen(p.net) + fen(p.carry_in));
    expect(fen(p.revenue)).toBe(Math.floor((fen(p.base) * Number(p.rate)) / 100));
    expect(fen(p.commission)).toBe(fen(p.revenue) + fen(p.override) + fen(p.turnover));
    expect(p.overrides).toEqual([
      { username: expect.any(String), base: '4000.00', rate: '10.00', amount: '400.00' },
    ]);
    expect(p.turnover_lines).toEqual([
      { category: 'slots', label: '电子', valid_bets: '2200.00', rate: '0.20', amount: '4.40' },
    ]);

    // The back office's agent detail shows the very same projection.
    const detail = (await admin('GET', `/admin/api/agents/${agent.userId}`)).data;
    expect(detail.projected).toEqual(p);
  });
});
