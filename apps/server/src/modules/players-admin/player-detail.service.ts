import type { Kysely } from 'kysely';
import { beijingDay, isUnderAge } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { ledgerReads } from '../../ledger/ledger.public.js';
import type { Clock } from '../../lib/clock.js';
import { sessions } from '../auth/auth.public.js';
import { bets } from '../bets/bets.public.js';
import { cards } from '../cards/cards.public.js';
import { deposits } from '../deposits/deposits.public.js';
import { catalogue, gameKey } from '../games/games.public.js';
import { turnoverReads } from '../turnover/turnover.public.js';
import { players } from '../user/user.public.js';
import { vipReads } from '../vip/vip.public.js';
import { withdrawals } from '../withdrawals/withdrawals.public.js';
import { requireProfile, time, yuan } from './player-profile.js';

const CARD_TYPE_LABEL: Record<number, string> = { 1: '银行卡', 2: 'USDT', 4: 'AnToken' };

/** Only the last four characters of a card number or wallet address ever leave the server. */
export function maskTail(value: string): string {
  return `**** ${value.slice(-4)}`;
}

/**
 * What the back office shows about one player: the detail screen, and the context a reviewer of
 * the player's deposit or withdrawal needs beside the order.
 */
export function createPlayerDetail(db: Kysely<DB>, clock: Clock) {
  async function cardList(id: number) {
    return (await cards.allBound(db, id)).map((c) => ({
      id: Number(c.id),
      type: Number(c.type),
      type_label: CARD_TYPE_LABEL[Number(c.type)] ?? String(c.type),
      bank: c.bank,
      bank_no: maskTail(c.bank_no),
      bank_owner: c.bank_owner,
      bank_address: c.bank_address,
      created_at: time(c.created_at),
    }));
  }

  async function moneyTotals(id: number) {
    const [deposited, withdrawn, required] = await Promise.all([
      deposits.totalsByState(db, id),
      withdrawals.totalsByState(db, id),
      turnoverReads.remaining(db, id),
    ]);
    const pick = (rows: typeof deposited, state: number) => rows.find((r) => Number(r.state) === state);
    return {
      deposit_total: yuan(pick(deposited, 2)?.sum),
      deposit_count: Number(pick(deposited, 2)?.n ?? 0),
      withdrawal_total: yuan(pick(withdrawn, 2)?.sum),
      withdrawal_count: Number(pick(withdrawn, 2)?.n ?? 0),
      withdrawal_pending: yuan(pick(withdrawn, 1)?.sum),
      turnover_required: yuan(required),
    };
  }

  async function walletBalances(id: number) {
    const [rows, platformNames] = await Promise.all([
      ledgerReads.wallets(db, id),
      catalogue.platformNames(db),
    ]);
    const main = rows.find((w) => w.kind === 'main');
    const platforms = rows.filter((w) => w.kind === 'platform');
    return {
      main: Number(main?.balance ?? 0),
      game: platforms.reduce((sum, w) => sum + Number(w.balance), 0),
      wallets: [
        { platform: '', name: '中心钱包', balance: yuan(main?.balance) },
        ...platforms.map((w) => ({
          platform: w.platform,
          name: platformNames.get(w.platform) ?? w.platform,
          balance: yuan(w.balance),
        })),
      ],
    };
  }

  /** The player's latest bets with their platform's and game's names. */
  async function namedBets(id: number, limit: number) {
    const rows = await bets.recent(db, id, limit);
    const [platformNames, gameNames] = await Promise.all([
      catalogue.platformNames(db),
      catalogue.gameNames(db, rows),
    ]);
    return rows.map((b) => ({
      ...b,
      platform_name: platformNames.get(b.platform),
      game_name: gameNames.get(gameKey(b.platform, b.game_code)),
    }));
  }

  return {
    async detail(id: number) {
      const p = await requireProfile(db, id);
      const now = clock.now().getTime();
      const [balances, totals, validBet, referrals, activeSessions, bound, vipName, agentName] =
        await Promise.all([
          walletBalances(id),
          moneyTotals(id),
          vipReads.validBetTotal(db, id),
          players.referralCount(db, id),
          sessions.activeCount(db, id, now),
          cardList(id),
          vipReads.levelName(db, Number(p.vip)),
          p.pid === null
            ? undefined
            : players.namesByIds(db, [Number(p.pid)]).then((m) => m.get(Number(p.pid))),
        ]);
      return {
        id: Number(p.id),
        username: p.username,
        realname: p.realname,
        mobile: p.mobile,
        email: p.email,
        birthday: p.birthday,
        under_age: isUnderAge(p.birthday, beijingDay(now)),
        avatar: p.avatar,
        status: Number(p.status),
        isblack: Number(p.isblack),
        isagent: Number(p.isagent),
        transferstatus: Number(p.transferstatus),
        agent: p.pid === null ? null : { id: Number(p.pid), username: agentName ?? `#${p.pid}` },
        referrals,
        vip: { level: Number(p.vip), name: vipName ?? `VIP${p.vip}` },
        register_ip: p.register_ip,
        created_at: time(p.created_at),
        last_login_at: time(p.last_login_at),
        last_login_ip: p.last_login_ip ?? '',
        pay_locked_until:
          p.pay_locked_until && Number(p.pay_locked_until) > now ? time(p.pay_locked_until) : null,
        active_sessions: activeSessions,
        total_balance: yuan(balances.main + balances.game),
        wallets: balances.wallets,
        ...totals,
        valid_bet_total: yuan(validBet),
        cards: bound,
      };
    },

    /** What a reviewer of this player's deposit or withdrawal needs beside the order. */
    async context(id: number) {
      const p = await requireProfile(db, id);
      const [balances, totals, recentDeposits, recentWithdrawals, recentBets, bound, vipName] =
        await Promise.all([
          walletBalances(id),
          moneyTotals(id),
          deposits.recent(db, id, 5),
          withdrawals.recent(db, id, 5),
          namedBets(id, 10),
          cardList(id),
          vipReads.levelName(db, Number(p.vip)),
        ]);
      return {
        id: Number(p.id),
        username: p.username,
        realname: p.realname,
        vip: { level: Number(p.vip), name: vipName ?? `VIP${p.vip}` },
        status: Number(p.status),
        isblack: Number(p.isblack),
        created_at: time(p.created_at),
        register_ip: p.register_ip,
        last_login_ip: p.last_login_ip ?? '',
        balance: yuan(balances.main),
        game_balance: yuan(balances.game),
        ...totals,
        recent_deposits: recentDeposits.map((d) => ({
          deposit_no: d.deposit_no,
          paytype: d.paytype,
          amount: yuan(d.amount_fen),
          state: Number(d.state),
          created_at: time(d.created_at),
        })),
        recent_withdrawals: recentWithdrawals.map((w) => ({
          order_no: w.order_no,
          type: Number(w.type),
          amount: yuan(w.amount_fen),
          state: Number(w.state),
          created_at: time(w.created_at),
        })),
        recent_bets: recentBets.map((b) => ({
          bet_id: b.bet_id,
          platform: b.platform_name ?? b.platform,
          game: b.game_name ?? b.game_code,
          bet: yuan(b.bet_fen),
          valid_bet: yuan(b.valid_bet_fen),
          win_loss: yuan(b.win_loss_fen),
          status: Number(b.status),
          bet_time: time(b.bet_time),
        })),
        cards: bound,
      };
    },
  };
}
