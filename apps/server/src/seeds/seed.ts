import { seedVipLevels } from './seed-vip.js';
import { seedRedpacketTiers } from './seed-redpacket.js';
import { seedActivities } from './seed-activities.js';
import { seedArticles, seedBanners, seedDemoInbox } from './seed-content.js';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { inTransaction } from '../db/database.js';
import { hashPassword } from '../lib/passwords.js';
import { HOUSE, ledgerAccounts } from '../ledger/accounts.js';
import { postJournal } from '../ledger/ledger.js';
import { REASON } from '../ledger/reasons.js';
import { beijingDateCode } from '../lib/clock.js';
import { newOrderNo } from '../lib/order-no.js';
import { seedGames } from './seed-games.js';
import { seedRiskReview } from './seed-risk-review.js';
import { seedRiskBlocks } from './seed-risk-blocks.js';
import { playerCredentials } from '../modules/user/user.public.js';

export const DEMO_PLAYER = { username: 'demo888', payPassword: '123456', realname: '张伟' } as const;

const MARQUEE = [
  '欢迎光临金沙娱乐！新会员首存即享88%迎新彩金，详情请查看优惠活动。',
  '每日10:00-12:00红包雨准时开抢，存款越多红包越多！',
  '温馨提示：请勿向任何人透露您的登录密码与支付密码，客服不会索要密码。',
];

const ANNOUNCEMENTS = [
  {
    title: '关于系统升级维护的公告',
    content: '尊敬的会员：本站将于每周二 04:00-06:00 进行例行系统维护，维护期间部分游戏暂停服务，敬请谅解。',
  },
  {
    title: '理性投注，健康娱乐',
    content:
      '本站仅向年满18周岁的会员提供服务。请理性投注，量力而行；如需设置存款限额或暂停账户，请联系客服。',
  },
  {
    title: 'USDT存取款通道已全面开放',
    content: '现已支持 TRC20 与 ERC20 协议的 USDT 存取款，到账快速，手续费低，欢迎体验。',
  },
];

const INDEX_MODAL =
  '<p><strong>欢迎来到金沙娱乐</strong></p><p>新会员注册即可参与每日红包雨，首存更享迎新彩金。</p><p>请理性投注，未满18周岁禁止参与。</p>';

const BANKS = [
  '中国工商银行',
  '中国建设银行',
  '中国农业银行',
  '中国银行',
  '交通银行',
  '招商银行',
  '中国邮政储蓄银行',
  '兴业银行',
  '中信银行',
  '浦发银行',
  '中国民生银行',
  '中国光大银行',
  '平安银行',
  '华夏银行',
  '广发银行',
];

/**
 * Reference data every site needs, demo or not: the bank list and default pay channels. Runs at
 * every start; adds only what is missing.
 */
const PAY_CHANNELS = [
  { key: 'antoken', min_fen: 10_000, max_fen: 5_000_000, sort: 6 },
  { key: 'usdt-trc20', min_fen: 10_000, max_fen: 5_000_000, sort: 5 },
  { key: 'usdt-erc20', min_fen: 50_000, max_fen: 5_000_000, sort: 4 },
  { key: 'bank', min_fen: 10_000, max_fen: 1_000_000, sort: 3 },
  { key: 'wechat', min_fen: 10_000, max_fen: 500_000, sort: 2 },
  { key: 'alipay', min_fen: 10_000, max_fen: 500_000, sort: 1 },
];

export async function seedReference(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('pay_channels')
    .values(PAY_CHANNELS)
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const existing = new Set(
    (await db.selectFrom('banks').select('bank_name').execute()).map((b) => b.bank_name),
  );
  const missing = BANKS.map((bank_name, i) => ({ bank_name, sort: BANKS.length - i })).filter(
    (b) => !existing.has(b.bank_name),
  );
  if (missing.length > 0 && existing.size === 0) await db.insertInto('banks').values(missing).execute();
  await seedVipLevels(db);
  await seedRedpacketTiers(db);
}

/** Fills an empty site with demo content; rerunning it changes nothing that already exists. */
export async function seedDemo(
  db: Kysely<DB>,
  opts: { demoPassword: string; now?: number },
): Promise<{ createdDemo: boolean }> {
  const now = opts.now ?? Date.now();

  const hasSettings = await db
    .selectFrom('settings')
    .select('key')
    .where('key', '=', 'index_modal')
    .executeTakeFirst();
  if (!hasSettings) {
    await db.insertInto('settings').values({ key: 'index_modal', value: INDEX_MODAL }).execute();
  }

  await seedBanners(db, now);

  const noticeCount = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(noticeCount.n) === 0) {
    await db
      .insertInto('notices')
      .values([
        ...MARQUEE.map((content, i) => ({
          kind: 'marquee' as const,
          title: '',
          content,
          sort: MARQUEE.length - i,
          state: 1,
          created_at: now,
        })),
        ...ANNOUNCEMENTS.map((a, i) => ({
          kind: 'announcement' as const,
          ...a,
          sort: ANNOUNCEMENTS.length - i,
          state: 1,
          created_at: now - i * 86_400_000,
        })),
      ])
      .execute();
  }

  await seedGames(db);

  const receiving = await db.selectFrom('pay_banks').select('id').limit(1).executeTakeFirst();
  if (!receiving) {
    await db
      .insertInto('pay_banks')
      .values([
        {
          bank_name: '中国工商银行',
          bank_no: '6212260200098765432',
          bank_owner: '深圳市金沙科技有限公司',
          bank_address: '深圳福田支行',
          created_at: now,
        },
        {
          bank_name: '招商银行',
          bank_no: '6225880155667788',
          bank_owner: '深圳市金沙科技有限公司',
          bank_address: '深圳科技园支行',
          created_at: now,
        },
      ])
      .execute();
  }

  await seedActivities(db, now);
  await seedArticles(db, now);
  await seedRiskReview(db, now);
  await seedRiskBlocks(db, now);

  if (await playerCredentials.byName(db, DEMO_PLAYER.username)) return { createdDemo: false };
  const [passwordHash, payHash] = await Promise.all([
    hashPassword(opts.demoPassword),
    hashPassword(DEMO_PLAYER.payPassword),
  ]);
  await inTransaction(db, async (trx) => {
    const id = await playerCredentials.create(trx, {
      username: DEMO_PLAYER.username,
      password_hash: passwordHash,
      pay_password_hash: payHash,
      realname: DEMO_PLAYER.realname,
      pid: null,
      register_ip: '127.0.0.1',
      created_at: now,
    });
    await ledgerAccounts.main(trx, id, now);
    await seedDemoMoney(trx, id, now);
    await seedDemoInbox(trx, id, now);
  });
  return { createdDemo: true };
}

const DEMO_DEPOSITS = [
  { paytype: 'usdt', channel: 'usdt-trc20', fen: 200_000, daysAgo: 6, state: 2 },
  { paytype: 'alipay', channel: 'alipay', fen: 50_000, daysAgo: 3, state: 2 },
  { paytype: 'bank', channel: 'bank', fen: 88_800, daysAgo: 1, state: 2 },
  { paytype: 'wxpay', channel: 'wechat', fen: 30_000, daysAgo: 1, state: 3 },
  { paytype: 'bank', channel: 'bank', fen: 100_000, daysAgo: 0, state: 1 },
];

/** The demo player's bound card and address, and a week of deposits credited through the ledger. */
async function seedDemoMoney(trx: Transaction<DB>, userId: number, now: number): Promise<void> {
  await trx
    .insertInto('cards')
    .values([
      {
        user_id: userId,
        type: 1,
        bank: '中国工商银行',
        bank_no: '6212261202011234567',
        bank_owner: DEMO_PLAYER.realname,
        bank_address: '北京朝阳支行',
        created_at: now,
      },
      {
        user_id: userId,
        type: 2,
        bank: 'USDT',
        bank_no: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
        bank_owner: 'TRC20',
        bank_address: '',
        created_at: now,
      },
    ])
    .execute();
  const wallet = await ledgerAccounts.main(trx, userId, now);
  for (const [i, d] of DEMO_DEPOSITS.entries()) {
    const at = now - d.daysAgo * 86_400_000 - i * 600_000;
    const depositNo = newOrderNo('D', new Date(at), String(100000 + i));
    await trx
      .insertInto('deposits')
      .values({
        deposit_no: depositNo,
        user_id: userId,
        paytype: d.paytype,
        channel: d.channel,
        amount_fen: d.fen,
        currency: d.paytype === 'usdt' ? 'USDT' : 'CNY',
        pay_amount: d.paytype === 'usdt' ? Math.floor((d.fen * 100) / 720) : d.fen,
        rate: d.paytype === 'usdt' ? '7.20' : '',
        state: d.state,
        remitter_name: d.paytype === 'bank' ? DEMO_PLAYER.realname : '',
        gateway: d.paytype === 'bank' ? '' : 'sandbox',
        created_at: at,
        updated_at: at,
      })
      .execute();
    if (d.state !== 2) continue;
    const clearing = await ledgerAccounts.house(trx, d.paytype === 'bank' ? HOUSE.bank : HOUSE.gateway, now);
    await postJournal(
      trx,
      {
        key: `deposit:${depositNo}`,
        reason: REASON.deposit,
        amount: d.fen,
        userId,
        refType: 'deposit',
        refId: depositNo,
        legs: [
          { accountId: wallet, amount: d.fen },
          { accountId: clearing, amount: -d.fen },
        ],
      },
      at,
    );
  }
  // Two red packets won on earlier days, paid through the ledger like a draw.
  const bonus = await ledgerAccounts.house(trx, HOUSE.bonus, now);
  for (const [i, [daysAgo, fen, deposit]] of [
    [5, 1_888, 200_000],
    [2, 888, 50_000],
  ].entries()) {
    const at = now - daysAgo! * 86_400_000;
    const day = beijingDateCode(at);
    await trx
      .insertInto('redpacket_draws')
      .values({ user_id: userId, day, seq: 1, deposit_fen: deposit!, amount_fen: fen!, created_at: at })
      .execute();
    const key = `redpacket:${userId}:${day}:1`;
    await postJournal(
      trx,
      {
        key,
        reason: REASON.redPacket,
        amount: fen!,
        userId,
        refType: 'redpacket',
        refId: key,
        legs: [
          { accountId: wallet, amount: fen! },
          { accountId: bonus, amount: -fen! },
        ],
      },
      at + i,
    );
  }
  // The VIP totals count credited deposits, as a credit through the deposits service would.
  const credited = DEMO_DEPOSITS.filter((d) => d.state === 2).reduce((sum, d) => sum + d.fen, 0);
  await trx
    .insertInto('player_stats')
    .values({ user_id: userId, deposit_fen: credited, valid_bet_fen: 0, updated_at: now })
    .execute();
}
