import type { Kysely } from 'kysely';
import { beijingDay, isUnderAge } from '@app/shared';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { requireProfile, time, yuan } from './player-profile.js';
import { playersAdminRepository as repo } from './players-admin.repository.js';

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
  async function cards(id: number) {
    return (await repo.cards(db, id)).map((c) => ({
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
    const [deposits, withdrawals, required] = await Promise.all([
      repo.totalsByState(db, 'deposits', id),
      repo.totalsByState(db, 'withdrawals', id),
      repo.turnoverRequired(db, id),
    ]);
    const pick = (rows: typeof deposits, state: number) => rows.find((r) => Number(r.state) === state);
    return {
      deposit_total: yuan(pick(deposits, 2)?.sum),
      deposit_count: Number(pick(deposits, 2)?.n ?? 0),
      withdrawal_total: yuan(pick(withdrawals, 2)?.sum),
      withdrawal_count: Number(pick(withdrawals, 2)?.n ?? 0),
      withdrawal_pending: yuan(pick(withdrawals, 1)?.sum),
      turnover_required: yuan(required),
    };
  }

  async function walletBalances(id: number) {
    const rows = await repo.wallets(db, id);
    const main = rows.find((w) => w.kind === 'main');
    const platforms = rows.filter((w) => w.kind === 'platform');
    return {
      main: Number(main?.balance ?? 0),
      game: platforms.reduce((sum, w) => sum + Number(w.balance), 0),
      wallets: [
        { platform: '', name: '中心钱包', balance: yuan(main?.balance) },
        ...platforms.map((w) => ({
          platform: w.platform,
          name: w.platform_name ?? w.platform,
          balance: yuan(w.balance),
        })),
      ],
    };
  }

  return {
    async detail(id: number) {
      const p = await requireProfile(db, id);
      const now = clock.now().getTime();
      const [balances, totals, validBet, referrals, activeSessions, cardList] = await Promise.all([
        walletBalances(id),
        moneyTotals(id),
        repo.validBetTotal(db, id),
        repo.referrals(db, id),
        repo.activeSessions(db, id, now),
        cards(id),
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
        agent: p.pid === null ? null : { id: Number(p.pid), username: p.agent_username ?? `#${p.pid}` },
        referrals,
        vip: { level: Number(p.vip), name: p.vip_name ?? `VIP${p.vip}` },
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
        cards: cardList,
      };
    },

    /** What a reviewer of this player's deposit or withdrawal needs beside the order. */
    async context(id: number) {
      const p = await requireProfile(db, id);
      const [balances, totals, deposits, withdrawals, bets, cardList] = await Promise.all([
        walletBalances(id),
        moneyTotals(id),
        repo.recentDeposits(db, id, 5),
        repo.recentWithdrawals(db, id, 5),
        repo.recentBets(db, id, 10),
        cards(id),
      ]);
      return {
        id: Number(p.id),
        username: p.username,
        realname: p.realname,
        vip: { level: Number(p.vip), name: p.vip_name ?? `VIP${p.vip}` },
        status: Number(p.status),
        isblack: Number(p.isblack),
        created_at: time(p.created_at),
        register_ip: p.register_ip,
        last_login_ip: p.last_login_ip ?? '',
        balance: yuan(balances.main),
        game_balance: yuan(balances.game),
        ...totals,
        recent_deposits: deposits.map((d) => ({
          deposit_no: d.deposit_no,
          paytype: d.paytype,
          amount: yuan(d.amount_fen),
          state: Number(d.state),
          created_at: time(d.created_at),
        })),
        recent_withdrawals: withdrawals.map((w) => ({
          order_no: w.order_no,
          type: Number(w.type),
          amount: yuan(w.amount_fen),
          state: Number(w.state),
          created_at: time(w.created_at),
        })),
        recent_bets: bets.map((b) => ({
          bet_id: b.bet_id,
          platform: b.platform_name ?? b.platform,
          game: b.game_name ?? b.game_code,
          bet: yuan(b.bet_fen),
          valid_bet: yuan(b.valid_bet_fen),
          win_loss: yuan(b.win_loss_fen),
          status: Number(b.status),
          bet_time: time(b.bet_time),
        })),
        cards: cardList,
      };
    },
  };
}
