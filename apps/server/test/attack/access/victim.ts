import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  BANK_TRANSFER,
  call,
  fundedPlayer,
  gameTransfers,
  playRound,
  recharge,
  type TestApp,
} from '../../helpers.js';

/** A player with something of every kind another player could aim at: cards, orders, messages… */
export interface Victim {
  name: string;
  token: string;
  userId: number;
  cardId: number;
  bankNo: string;
  depositNo: string;
  bankDepositId: number;
  bankDepositNo: string;
  withdrawalId: number;
  withdrawalNo: string;
  transferNos: string[];
  messageId: number;
  applicationId: number;
  agentApplicationId: number;
  adjustmentId: number;
  canaries: string[];
}

/** The other player, with an order and a message of their own. */
export type Attacker = Awaited<ReturnType<typeof fundedPlayer>> & {
  ownDepositNo: string;
  ownMessageId: number;
};

async function newestMessageId(t: TestApp, userId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('messages')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Gives the victim one of everything, through the API as a player would (and an operator's message). */
export async function makeVictim(t: TestApp, superToken: string, financeToken: string): Promise<Victim> {
  const realname = '欧阳锋锐';
  const p = await fundedPlayer(t, 3000, { realname });
  const post = (url: string, body: unknown = {}) => call(t.app, 'POST', url, body, { token: p.token });
  const db = t.database.db;
  const bankNo = (
    await db.selectFrom('cards').select('bank_no').where('id', '=', p.cardId).executeTakeFirstOrThrow()
  ).bank_no;
  /** The id of the victim's one application of this kind. */
  const ownId = async (table: 'activity_applications' | 'agent_applications') =>
    (await db.selectFrom(table).select('id').where('user_id', '=', p.userId).executeTakeFirstOrThrow()).id;
  const depositNo = (
    await db
      .selectFrom('deposits')
      .select('deposit_no')
      .where('user_id', '=', p.userId)
      .executeTakeFirstOrThrow()
  ).deposit_no;
  const bankDeposit = await recharge(t.app, p.token, {
    ...BANK_TRANSFER,
    amount: 500,
    bank_owner: realname,
    bank_no: bankNo,
  });
  expect(bankDeposit.code).toBe(200);
  const bankDepositNo = bankDeposit.data.deposit_no as string;
  const bankDepositId = (
    await db
      .selectFrom('deposits')
      .select('id')
      .where('deposit_no', '=', bankDepositNo)
      .executeTakeFirstOrThrow()
  ).id;
  expect((await post('/api/withdraw', { amount: 200, bank: p.cardId, password: '123456' })).code).toBe(200);
  const w = await db
    .selectFrom('withdrawals')
    .select(['id', 'order_no'])
    .where('user_id', '=', p.userId)
    .executeTakeFirstOrThrow();
  expect(
    (await post('/api/transfer', { amount: 300, sourcetype: 'userbalance', targettype: 'ky' })).code,
  ).toBe(200);
  expect(
    (await post('/api/transfer', { amount: 100, sourcetype: 'ky', targettype: 'userbalance' })).code,
  ).toBe(200);
  const transferNos = (await gameTransfers(t, p.userId)).map((r) => r.transfer_no);
  // A seamless round, pulled into bet records and rebates.
  const launch = await post('/api/getGameUrl', { plat_name: 'pg', game_code: 'dice-sicbo' });
  expect((await playRound(t.app, launch.data.url, 1000, 'big')).code).toBe(200);
  await t.services.bets.pull();
  const secretMessage = `密信${randomBytes(4).toString('hex')}`;
  const sent = await call(
    t.app,
    'POST',
    `/admin/api/players/${p.userId}/messages`,
    { title: '私人通知', content: secretMessage },
    { token: superToken },
  );
  expect(sent.code).toBe(200);
  const messageId = await newestMessageId(t, p.userId);
  const supportText = `工单${randomBytes(4).toString('hex')}`;
  expect((await post('/api/support/send', { content: supportText })).code).toBe(200);
  const activity = await db
    .selectFrom('activities')
    .select('id')
    .where('title', 'like', '真人百家乐连赢%')
    .executeTakeFirstOrThrow();
  expect((await post('/api/doactivityapply', { activityid: activity.id, amount: '500' })).code).toBe(200);
  const applicationId = await ownId('activity_applications');
  const agentInfo = `代理${randomBytes(4).toString('hex')}`;
  const mobile = `159${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  expect((await post('/api/applyagentdo', { mobile, apply_info: agentInfo })).code).toBe(200);
  const agentApplicationId = await ownId('agent_applications');
  const email = `v${randomBytes(4).toString('hex')}@example.com`;
  expect((await post('/api/updateuserinfo', { email })).code).toBe(200);
  await t.services.settings.set({ adjust_approval_threshold: '10.00' });
  const adj = await call(
    t.app,
    'POST',
    '/admin/api/adjustments',
    { username: p.name, amount: 50, reason_code: 'correction', note: '待复核' },
    { token: financeToken },
  );
  expect(adj.code).toBe(200);
  return {
    name: p.name,
    token: p.token,
    userId: p.userId,
    cardId: p.cardId,
    bankNo,
    depositNo,
    bankDepositId: Number(bankDepositId),
    bankDepositNo,
    withdrawalId: Number(w.id),
    withdrawalNo: w.order_no,
    transferNos,
    messageId,
    applicationId: Number(applicationId),
    agentApplicationId: Number(agentApplicationId),
    adjustmentId: Number(adj.data.id),
    // Strings only the victim's own answers may carry.
    canaries: [
      p.name,
      realname,
      bankNo,
      depositNo,
      bankDepositNo,
      w.order_no,
      ...transferNos,
      secretMessage,
      supportText,
      agentInfo,
      mobile,
      email,
    ],
  };
}

/** The attacker: funded, with a deposit order and a message of their own. */
export async function makeAttacker(t: TestApp, superToken: string): Promise<Attacker> {
  const b = await fundedPlayer(t, 2000);
  const own = await recharge(t.app, b.token, { amount: 100 });
  await call(
    t.app,
    'POST',
    `/admin/api/players/${b.userId}/messages`,
    { title: '通知', content: '你好' },
    { token: superToken },
  );
  return { ...b, ownDepositNo: own.message, ownMessageId: await newestMessageId(t, b.userId) };
}
