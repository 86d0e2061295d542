import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CODE, formatFen, INT4_MAX } from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, type Clock } from '../../lib/clock.js';
import { MAX_LISTED } from '../../lib/paging.js';
import { hashPassword } from '../../lib/passwords.js';
import type { AuditService } from '../audit/audit.service.js';
import type { SessionService } from '../auth/session.service.js';
import { inbox } from '../messages/inbox.js';
import { playersAdminRepository as repo, type PlayerSearch } from './players-admin.repository.js';

export const PLAYER_MSG = {
  notFound: '会员不存在',
  reasonRequired: '请填写操作原因',
  alreadyBlack: '该会员已在黑名单中',
  notBlack: '该会员不在黑名单中',
  alreadyDisabled: '该会员已被禁用',
  alreadyActive: '该会员已是正常状态',
} as const;

/** Why money moved, as operators read it. */
export const REASON_LABEL: Record<string, string> = {
  [REASON.deposit]: '存款入账',
  [REASON.withdrawalHold]: '取款冻结',
  [REASON.withdrawalPaid]: '取款出款',
  [REASON.withdrawalRefund]: '取款退回',
  [REASON.transferIn]: '转入游戏',
  [REASON.transferOut]: '转出游戏',
  [REASON.transferRefund]: '转账退回',
  [REASON.bet]: '投注',
  [REASON.win]: '派彩',
  [REASON.rollback]: '投注撤销',
  [REASON.bonus]: '活动彩金',
  [REASON.rebate]: '返水',
  [REASON.redPacket]: '红包',
  [REASON.adjustment]: '人工调整',
  [REASON.adjustmentCredit]: '人工增加',
  [REASON.adjustmentDebit]: '人工扣减',
};

const CARD_TYPE_LABEL: Record<number, string> = { 1: '银行卡', 2: 'USDT', 4: 'AnToken' };
const time = (ms: number | string | null | undefined) =>
  ms === null || ms === undefined ? null : formatBeijing(new Date(Number(ms)));
const yuan = (fen: number | string | null | undefined) => formatFen(Number(fen ?? 0));

/** Only the last four characters of a card number or wallet address ever leave the server. */
export function maskTail(value: string): string {
  return `**** ${value.slice(-4)}`;
}

export interface Actor {
  operatorId: number;
  ip: string;
}

/**
 * The back office's view of players: search, the detail screen, the context a money reviewer
 * needs, and the account actions (blacklist, disable, force logout, payment password reset),
 * each audited with the state before and after.
 */
export function createPlayersAdminService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  sessions: SessionService;
  audit: AuditService;
}) {
  const { db, clock, sessions, audit } = deps;

  async function requireProfile(id: number) {
    const p = await repo.profile(db, id);
    if (!p) throw new AppError(PLAYER_MSG.notFound, CODE.notFound);
    return p;
  }

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

  /** Changes one flag of the player and records it; `after` runs once the change committed. */
  async function setFlag(
    id: number,
    column: 'isblack' | 'status',
    value: 0 | 1,
    reason: string,
    actor: Actor,
    action: string,
  ) {
    const p = await requireProfile(id);
    const current = Number(p[column]);
    if (current === value) {
      const message =
        column === 'isblack'
          ? value === 1
            ? PLAYER_MSG.alreadyBlack
            : PLAYER_MSG.notBlack
          : value === 0
            ? PLAYER_MSG.alreadyDisabled
            : PLAYER_MSG.alreadyActive;
      throw new AppError(message);
    }
    await inTransaction(db, async (trx) => {
      await trx
        .updateTable('users')
        .set({ [column]: value })
        .where('id', '=', id)
        .execute();
      await audit.record(
        {
          operatorId: actor.operatorId,
          action,
          target: { type: 'user', id },
          detail: { username: p.username, reason },
          before: { [column]: current },
          after: { [column]: value },
          ip: actor.ip,
        },
        trx,
      );
    });
  }

  return {
    async search(s: PlayerSearch & { agent?: string }, page: number, perPage: number) {
      const filter: PlayerSearch = { ...s };
      if (s.agent) {
        const agent = s.agent.trim().toLowerCase();
        // All digits names the agent by id (no id is past INT4_MAX); anything else by username.
        const found = /^\d+$/.test(agent)
          ? Number(agent) <= INT4_MAX
            ? { id: Number(agent) }
            : undefined
          : await repo.byUsername(db, agent);
        if (!found) return { total: 0, data: [] };
        filter.pid = Number(found.id);
      }
      const [total, rows] = await Promise.all([
        repo.countSearch(db, filter),
        repo.search(db, filter, page, perPage),
      ]);
      return {
        total,
        capped: total >= MAX_LISTED,
        data: rows.map((u) => ({
          id: Number(u.id),
          username: u.username,
          realname: u.realname,
          mobile: u.mobile,
          vip: Number(u.vip),
          status: Number(u.status),
          isblack: Number(u.isblack),
          isagent: Number(u.isagent),
          pid: u.pid === null ? null : Number(u.pid),
          agent_username: u.agent_username ?? null,
          balance: yuan(u.balance),
          created_at: time(u.created_at),
          last_login_at: time(u.last_login_at),
          last_login_ip: u.last_login_ip ?? '',
        })),
      };
    },

    async detail(id: number) {
      const p = await requireProfile(id);
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
      const p = await requireProfile(id);
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

    async ledger(
      id: number,
      filter: { reason?: string; from?: number; to?: number },
      page: number,
      perPage: number,
    ) {
      await requireProfile(id);
      const base = repo.ledgerBase(db, id, filter);
      const [count, rows] = await Promise.all([
        db
          .selectFrom(base.select('e.id').limit(MAX_LISTED).as('t'))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        base
          .leftJoin('platforms as p', 'p.code', 'a.platform')
          .select([
            'e.id',
            'e.amount',
            'e.balance_after',
            'e.created_at',
            'a.kind',
            'a.platform',
            'p.name as platform_name',
            'j.reason',
            'j.ref_type',
            'j.ref_id',
            'j.memo',
          ])
          .orderBy('e.id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
      ]);
      return {
        total: Number(count.n),
        data: rows.map((e) => ({
          id: Number(e.id),
          created_at: time(e.created_at),
          wallet: e.kind === 'main' ? '中心钱包' : (e.platform_name ?? e.platform),
          reason: e.reason,
          reason_label: REASON_LABEL[e.reason] ?? e.reason,
          amount: yuan(e.amount),
          balance_after: yuan(e.balance_after),
          ref_type: e.ref_type,
          ref_id: e.ref_id,
          memo: e.memo,
        })),
      };
    },

    async logins(id: number, filter: { from?: number; to?: number }, page: number, perPage: number) {
      await requireProfile(id);
      const base = repo.logins(db, id, filter);
      const [count, rows] = await Promise.all([
        db
          .selectFrom(base.select('id').limit(MAX_LISTED).as('t'))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        base
          .select(['id', 'ip', 'user_agent', 'created_at'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(perPage)
          .offset((page - 1) * perPage)
          .execute(),
      ]);
      return {
        total: Number(count.n),
        data: rows.map((l) => ({
          id: Number(l.id),
          ip: l.ip,
          user_agent: l.user_agent,
          created_at: time(l.created_at),
        })),
      };
    },

    /**
     * Blacklisted players cannot log in, launch games or withdraw (each refused with its own
     * message); their sessions end at once.
     */
    async setBlacklist(id: number, isblack: 0 | 1, reason: string, actor: Actor): Promise<void> {
      if (isblack === 1 && !reason) throw new AppError(PLAYER_MSG.reasonRequired);
      await setFlag(
        id,
        'isblack',
        isblack,
        reason,
        actor,
        isblack === 1 ? 'player.blacklist' : 'player.unblacklist',
      );
      if (isblack === 1) await sessions.revokeAll(id);
    },

    /** A disabled account cannot log in; its sessions end at once. */
    async setStatus(id: number, status: 0 | 1, reason: string, actor: Actor): Promise<void> {
      if (status === 0 && !reason) throw new AppError(PLAYER_MSG.reasonRequired);
      await setFlag(id, 'status', status, reason, actor, status === 0 ? 'player.disable' : 'player.enable');
      if (status === 0) await sessions.revokeAll(id);
    },

    /** Ends every session of the player; the next call from any device answers 401. */
    async forceLogout(id: number, actor: Actor): Promise<{ sessions: number }> {
      const p = await requireProfile(id);
      const active = await repo.activeSessions(db, id, clock.now().getTime());
      await sessions.revokeAll(id);
      await audit.record({
        operatorId: actor.operatorId,
        action: 'player.force_logout',
        target: { type: 'user', id },
        detail: { username: p.username },
        before: { active_sessions: active },
        after: { active_sessions: 0 },
        ip: actor.ip,
      });
      return { sessions: active };
    },

    /**
     * The player client can only change a payment password by giving the old one, so a reset sets
     * a random 6-digit one, shown once to the operator to pass on after checking the caller's
     * identity. The failure counter and any lock are cleared; the player is told in the inbox.
     */
    async resetPayPassword(id: number, actor: Actor): Promise<{ pay_password: string }> {
      const p = await requireProfile(id);
      const plain = String(randomInt(1_000_000)).padStart(6, '0');
      const hash = await hashPassword(plain);
      const now = clock.now().getTime();
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('users')
          .set({ pay_password_hash: hash, pay_fail_count: 0, pay_locked_until: null })
          .where('id', '=', id)
          .execute();
        await inbox.send(
          trx,
          id,
          {
            kind: 'security',
            title: '支付密码已重置',
            content:
              '您的支付密码已由客服重置，请使用客服告知的新支付密码，并尽快在“修改支付密码”中改为您自己的密码。如非本人申请，请立即联系客服。',
          },
          now,
        );
        await audit.record(
          {
            operatorId: actor.operatorId,
            action: 'player.pay_password_reset',
            target: { type: 'user', id },
            detail: { username: p.username },
            before: { pay_locked: p.pay_locked_until !== null && Number(p.pay_locked_until) > now },
            after: { pay_locked: false, pay_password: 'reset' },
            ip: actor.ip,
          },
          trx,
        );
      });
      return { pay_password: plain };
    },
  };
}

export type PlayersAdminService = ReturnType<typeof createPlayersAdminService>;
