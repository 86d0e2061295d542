import { randomBytes } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { addBeijingMonths, beijingDay, beijingDayStart } from '@app/shared';
import type { Services } from '../app.js';
import { HOUSE, ledgerAccounts } from '../ledger/accounts.js';
import { postJournal } from '../ledger/ledger.js';
import { REASON } from '../ledger/reasons.js';
import { newOrderNo } from '../lib/order-no.js';
import { hashPassword } from '../lib/passwords.js';
import { addToBetRollup, type SettledBet } from '../modules/reports/bet-rollup.js';
import { playerCredentials } from '../modules/user/user.public.js';
import { inTransaction } from '../db/database.js';
import { createSeedRebates } from './seed-rebates.js';
import type { DB } from '../db/schema.js';
import { demoPayoutReference, demoTronAddress, demoUsdtPayout } from './seed-payouts.js';

/**
 * A month of a small site's life for the back office to show after `npm start`: thirty players who
 * registered over the last 30 days (some referred by an agent, two of them since early last month),
 * their deposits (mostly credited, three bank transfers waiting for review), withdrawals (paid to bank
 * cards and, for a fifth of them, USDT addresses, each with its payout reference; and two waiting),
 * logins, and slot rounds on the seamless platforms day by day. Every balance moves through the ledger
 * with its historical time, and the settled rounds go into the report rollup as the bet recorder
 * does, so the dashboard, player detail, queues and the invariant check all agree. The rounds accrue
 * rebates that players claim weekly (seed-rebates.ts). Runs once per database.
 */
const PLAYERS: Array<[username: string, realname: string, mobile: string]> = [
  ['wangfei88', '王飞', '13812345601'],
  ['lina2024', '李娜', '13912345602'],
  ['zhangwei7', '张伟', '13712345603'],
  ['liuyang66', '刘洋', '15012345604'],
  ['chenjing9', '陈静', '15112345605'],
  ['yangfan01', '杨帆', '15212345606'],
  ['zhaolei55', '赵磊', '15812345607'],
  ['huangmin3', '黄敏', '15912345608'],
  ['zhouqiang', '周强', '18612345609'],
  ['wuxia1688', '吴霞', '18712345610'],
  ['xujun2025', '徐军', '18812345611'],
  ['sunli777', '孙丽', '18912345612'],
  ['majie99', '马杰', '13012345613'],
  ['zhuhong8', '朱红', '13112345614'],
  ['hujun520', '胡军', '13212345615'],
  ['guoyan66', '郭燕', '13312345616'],
  ['linpeng88', '林鹏', '13512345617'],
  ['heqing12', '何青', '13612345618'],
  ['gaoyu2023', '高宇', '17712345619'],
  ['luoxin66', '罗欣', '17812345620'],
  ['zhenghao', '郑浩', '17612345621'],
  ['liangbo9', '梁波', '15312345622'],
  ['songjia1', '宋佳', '15512345623'],
  ['tangkai8', '唐凯', '15612345624'],
  ['hanmei66', '韩梅', '18112345625'],
  ['fengtao7', '冯涛', '18212345626'],
  ['dengli88', '邓丽', '18312345627'],
  ['caoyang5', '曹阳', '18412345628'],
  ['pengfei9', '彭飞', '18512345629'],
  ['xiaoyu66', '肖雨', '19912345630'],
];
const AGENT = 'agent_jinsha';

/**
 * Adults born 1975–1999, and the last player a birthday 17 years back: an account that reached the
 * site before the profile refused such a date, so 会员详情 and the queues show the under-18 flag.
 */
function seededBirthday(i: number, players: number, now: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const year = i === players - 1 ? Number(beijingDay(now).slice(0, 4)) - 17 : 1975 + ((i * 7) % 25);
  return `${year}-${pad(1 + (i % 12))}-${pad(1 + ((i * 11) % 28))}`;
}
const BANKS = ['中国工商银行', '中国建设银行', '招商银行', '中国农业银行', '交通银行', '中国银行'];
const SEAMLESS_GAMES: Array<[platform: string, game: string]> = [
  ['obgdy', 'fortune-god'],
  ['obgdy', 'golden-dragon'],
  ['obgdy', 'mahjong-win'],
  ['pg', 'lucky-cat'],
  ['pg', 'fruit-party'],
];
const DAY = 86_400_000;

/**
 * Over how many days the agent's earliest players registered: 29, or from early last calendar month
 * (Beijing) when that is further back, so the agent's settled month (seed-agents.ts) has their play on
 * any day the demo starts.
 */
function registrationDays(now: number): number {
  const monthStart = beijingDayStart(`${beijingDay(now).slice(0, 8)}01`);
  return Math.max(29, Math.floor((now - addBeijingMonths(monthStart, -1)) / DAY) - 2);
}

/** The ledger movements the demo makes, by the key's prefix. */
const MOVEMENTS = {
  deposit: { reason: REASON.deposit, refType: 'deposit' },
  'seed-bet': { reason: REASON.bet, refType: 'seamless' },
  'seed-win': { reason: REASON.win, refType: 'seamless' },
  withdraw: { reason: REASON.withdrawalHold, refType: 'withdrawal' },
  'withdraw-paid': { reason: REASON.withdrawalPaid, refType: 'withdrawal' },
  rebate: { reason: REASON.rebate, refType: 'rebate' },
} as const;
type Movement = keyof typeof MOVEMENTS;

/** A fixed sequence, so every fresh demo shows the same month. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function seedDemoBackOffice(
  db: Kysely<DB>,
  services: Services,
  now = Date.now(),
): Promise<void> {
  if (await playerCredentials.byName(db, AGENT)) return;
  const rand = prng(20261123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const yuan = (min: number, max: number, step = 100) =>
    Math.round((min + rand() * (max - min)) / step) * step * 100;
  // Nobody knows this password: the demo crowd is for operators to look at, not to log in as.
  const hash = await hashPassword(randomBytes(18).toString('base64url'));
  const games = await db.selectFrom('games').select(['platform', 'game_code']).execute();
  const playable = SEAMLESS_GAMES.filter(([p, g]) =>
    games.some((x) => x.platform === p && x.game_code === g),
  );
  const rebates = await createSeedRebates(db);
  const spreadDays = registrationDays(now);

  await inTransaction(db, async (trx) => {
    const agentId = await playerCredentials.create(trx, {
      username: AGENT,
      password_hash: hash,
      pay_password_hash: hash,
      realname: '金沙推广',
      pid: null,
      register_ip: '183.14.22.8',
      created_at: now - (spreadDays + 11) * DAY,
    });
    await trx
      .updateTable('users')
      .set({ isagent: 1, mobile: '13800138000' })
      .where('id', '=', agentId)
      .execute();
    const bank = await ledgerAccounts.house(trx, HOUSE.bank, now);
    const gateway = await ledgerAccounts.house(trx, HOUSE.gateway, now);
    const pendingOut = await ledgerAccounts.house(trx, HOUSE.pendingWithdrawal, now);
    const paidOut = await ledgerAccounts.house(trx, HOUSE.paidOut, now);
    const provider = await ledgerAccounts.house(trx, HOUSE.provider, now);
    const bonusHouse = await ledgerAccounts.house(trx, HOUSE.bonus, now);
    let serial = 0;
    const bets: SettledBet[] = [];
    // Rounds are written in batches at the end: one statement per row cost a minute on PostgreSQL.
    const betRows: Insertable<DB['bets']>[] = [];
    const settlementRows: Insertable<DB['bet_settlements']>[] = [];

    for (const [i, [username, realname, mobile]] of PLAYERS.entries()) {
      // The agent's two earliest players came early last month; the rest of the crowd in the last 30 days.
      const days = i === 1 || i === 5 ? spreadDays : 29;
      const registeredAt =
        now - Math.floor(((29 - i) / 29) * days * DAY * 0.97) - Math.floor(rand() * 6 * 3_600_000);
      const octet = () => Math.floor(rand() * 250);
      const ip = `${pick([36, 58, 61, 101, 112, 117, 121, 183])}.${octet()}.${octet()}.${octet()}`;
      const userId = await playerCredentials.create(trx, {
        username,
        password_hash: hash,
        pay_password_hash: hash,
        realname,
        pid: i % 4 === 1 ? agentId : null,
        register_ip: ip,
        created_at: registeredAt,
      });
      await trx
        .updateTable('users')
        .set({
          mobile,
          birthday: seededBirthday(i, PLAYERS.length, now),
          last_login_at: Math.max(registeredAt + 600_000, now - Math.floor(rand() * 3 * DAY)),
          last_login_ip: ip,
        })
        .where('id', '=', userId)
        .execute();
      const wallet = await ledgerAccounts.main(trx, userId, registeredAt);
      /** The player's movement of `amount` onto `first` (negative: off it) and the opposite onto `second`. */
      const post = (
        kind: Movement,
        refId: string,
        [first, second]: [number, number],
        amount: number,
        at: number,
      ) =>
        postJournal(
          trx,
          {
            key: `${kind}:${refId}`,
            reason: MOVEMENTS[kind].reason,
            amount: Math.abs(amount),
            userId,
            refType: MOVEMENTS[kind].refType,
            refId,
            legs: [
              { accountId: first, amount },
              { accountId: second, amount: -amount },
            ],
          },
          at,
        );
      const cardBank = pick(BANKS);
      const cardNo = `62${String(Math.floor(rand() * 1e15)).padStart(15, '0')}${i % 10}`;
      const card = await trx
        .insertInto('cards')
        .values({
          user_id: userId,
          type: 1,
          bank: cardBank,
          bank_no: cardNo,
          bank_owner: realname,
          bank_address: `${pick(['北京', '上海', '广州', '深圳', '杭州', '成都'])}分行`,
          created_at: registeredAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A fifth of the crowd takes winnings out in USDT, to a TRC20 address bound beside the card.
      const usdt =
        i % 5 === 2 ? { bank: 'USDT', bank_no: demoTronAddress(username), bank_owner: 'TRC20' } : undefined;
      const usdtCard =
        usdt &&
        (await trx
          .insertInto('cards')
          .values({ user_id: userId, type: 2, ...usdt, created_at: registeredAt + 300_000 })
          .returning('id')
          .executeTakeFirstOrThrow());
      let balance = 0;
      let deposited = 0;
      let validBets = 0;

      // Day 0 is the last 24 hours; each day's events fall inside its window, never in the future.
      const firstDay = Math.max(0, Math.ceil((now - registeredAt) / DAY) - 1);
      for (let day = firstDay; day >= 0; day--) {
        // Today's window is the last few hours, so the dashboard's 今日 has figures when the demo starts.
        const dayStart = Math.max(
          registeredAt + 600_000,
          day === 0 ? now - 5 * 3_600_000 : now - (day + 1) * DAY + 3_600_000,
        );
        if (dayStart > now - 60_000) continue;
        const span = day === 0 ? 5 * 3_600_000 : 22 * 3_600_000;
        const at = (fraction: number) => Math.min(now - 60_000, dayStart + Math.floor(fraction * span));
        await trx
          .insertInto('login_history')
          .values({
            user_id: userId,
            ip,
            user_agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148',
            created_at: at(0),
          })
          .execute();

        // Rebates claimed about once a week, first thing that day; the last two days' still wait.
        const claim = day > 1 && day % 7 === 3 ? rebates.claim(userId, at(0.02)) : null;
        if (claim) {
          await post('rebate', claim.claimNo, [wallet, bonusHouse], claim.fen, at(0.02));
          balance += claim.fen;
        }

        // A deposit on about a third of the days (always on the first), more on weekends.
        if (day === firstDay || rand() < 0.3) {
          serial += 1;
          // The newest players wire money today, so the review queue has work in it.
          const paytype =
            day === 0 && i >= PLAYERS.length - 3
              ? 'bank'
              : pick(['bank', 'bank', 'alipay', 'wechat', 'usdt']);
          const fen = yuan(100, paytype === 'usdt' ? 10_000 : 5_000);
          const createdAt = at(0.05);
          const depositNo = newOrderNo('D', new Date(createdAt), String(200000 + serial));
          const waiting = day === 0 && paytype === 'bank';
          await trx
            .insertInto('deposits')
            .values({
              deposit_no: depositNo,
              user_id: userId,
              paytype,
              channel: paytype,
              amount_fen: fen,
              currency: paytype === 'usdt' ? 'USDT' : 'CNY',
              pay_amount: paytype === 'usdt' ? Math.floor((fen * 100) / 720) : fen,
              rate: paytype === 'usdt' ? '7.20' : '',
              state: waiting ? 1 : 2,
              remitter_name: paytype === 'bank' ? realname : '',
              remitter_bank: paytype === 'bank' ? cardBank : '',
              remitter_card: paytype === 'bank' ? cardNo : '',
              gateway: paytype === 'bank' ? '' : 'sandbox',
              created_at: createdAt,
              updated_at: createdAt,
            })
            .execute();
          if (!waiting) {
            const source = paytype === 'bank' ? bank : gateway;
            await post('deposit', depositNo, [wallet, source], fen, createdAt + 120_000);
            balance += fen;
            deposited += fen;
          }
        }

        // An evening of slot rounds: stakes a player of this balance would place, about 96% returned.
        const rounds = balance > 5_000 ? 6 + Math.floor(rand() * 18) : 0;
        for (let r = 0; r < rounds && playable.length > 0; r++) {
          const [platform, game] = pick(playable);
          const stake = Math.min(balance, pick([200, 500, 1_000, 2_000, 5_000]));
          if (stake <= 0) break;
          const roll = rand();
          const payout =
            roll < 0.55 ? 0 : roll < 0.85 ? stake * 2 : roll < 0.97 ? Math.round(stake * 0.5) : stake * 10;
          const betTime = at(0.5 + r * 0.015);
          const betId = `seed-${userId}-${day}-${r}`;
          await post('seed-bet', betId, [wallet, provider], -stake, betTime);
          if (payout > 0) {
            await post('seed-win', betId, [wallet, provider], payout, betTime + 3_000);
          }
          balance += payout - stake;
          validBets += stake;
          betRows.push({
            provider: 'demo',
            bet_id: betId,
            user_id: userId,
            platform,
            game_code: game,
            round_no: betId,
            bet_fen: stake,
            valid_bet_fen: stake,
            win_loss_fen: payout - stake,
            status: 1,
            wallet_mode: 'seamless',
            posted: 1,
            bet_time: betTime,
            created_at: betTime + 5_000,
          });
          // The settlement journal, as the bet recorder writes it: agent commissions are computed from it.
          settlementRows.push({
            user_id: userId,
            platform,
            valid_bet_fen: stake,
            win_loss_fen: payout - stake,
            settled_at: betTime + 5_000,
          });
          bets.push({ userId, platform, betFen: stake, validBet: stake, winLoss: payout - stake, betTime });
          rebates.accrue({ userId, betId, platform, game, validFen: stake, at: betTime });
        }

        // A win taken home now and then: paid, or (today) waiting in the queue.
        if (balance >= 100_000 && rand() < 0.15) {
          serial += 1;
          const fen = Math.floor((balance * (0.3 + rand() * 0.4)) / 10_000) * 10_000;
          const createdAt = at(0.92);
          const orderNo = newOrderNo('W', new Date(createdAt), String(300000 + serial));
          const waiting = day === 0;
          await post('withdraw', orderNo, [wallet, pendingOut], -fen, createdAt);
          if (!waiting) {
            await post('withdraw-paid', orderNo, [pendingOut, paidOut], -fen, createdAt + 1_800_000);
          }
          const paidAt = createdAt + 1_800_000;
          const type = usdtCard ? 1 : 0;
          const target = usdtCard
            ? { card_id: Number(usdtCard.id), ...usdt!, ...demoUsdtPayout(fen) }
            : { card_id: Number(card.id), bank: cardBank, bank_no: cardNo, bank_owner: realname };
          await trx
            .insertInto('withdrawals')
            .values({
              order_no: orderNo,
              user_id: userId,
              type,
              ...target,
              amount_fen: fen,
              state: waiting ? 1 : 2,
              payout_reference: waiting ? '' : demoPayoutReference(type, orderNo, paidAt),
              created_at: createdAt,
              updated_at: waiting ? createdAt : paidAt,
              reviewed_at: waiting ? null : paidAt,
            })
            .execute();
          balance -= fen;
        }
      }
      await services.vip.addTotals(trx, userId, { depositFen: deposited, validBetFen: validBets }, now);
    }
    for (let i = 0; i < betRows.length; i += 500) {
      await trx
        .insertInto('bets')
        .values(betRows.slice(i, i + 500))
        .execute();
      await trx
        .insertInto('bet_settlements')
        .values(settlementRows.slice(i, i + 500))
        .execute();
    }
    await addToBetRollup(trx, bets);
    await rebates.write(trx);
  });
}
