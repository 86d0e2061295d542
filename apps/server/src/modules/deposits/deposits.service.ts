import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  CODE,
  DEPOSIT_MSG,
  PAYTYPES,
  checkDepositAmount,
  fenToUsdtCents,
  formatFen,
  rangeKeyOf,
  rangeMessage,
  validateBankDeposit,
  type Paged,
  type Paytype,
} from '@app/shared';
import type { DB } from '../../db/schema.js';
import { inTransaction } from '../../db/database.js';
import { lockUserRow } from '../../db/locks.js';
import { HOUSE, createHouseAccounts, ledgerAccounts } from '../../ledger/accounts.js';
import { postJournal } from '../../ledger/ledger.js';
import { REASON } from '../../ledger/reasons.js';
import { AppError } from '../../lib/app-error.js';
import { createCountCache, pageOf } from '../../lib/paging.js';
import { formatBeijing, sinceForDateCode, type Clock } from '../../lib/clock.js';
import { qrDataUrl } from '../../lib/qr.js';
import type { PaymentGateway } from '../../providers/payment/gateway.js';
import type { SettingsService } from '../site/settings.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { depositsRepository, type AdminDepositFilter, type DepositMatch } from './deposits.repository.js';
import { inbox } from '../messages/inbox.js';
import { requirementFor, turnover } from '../turnover/turnover.js';
import type { PayChannelsService } from './pay-channels.service.js';
import type { ProtectionGuard } from '../protection/protection.service.js';

export const DEPOSIT_STATE = { pending: 1, approved: 2, rejected: 3 } as const;

const PAY_WAY_LABEL: Record<string, string> = {
  'usdt-trc20': 'USDT-TRC20',
  'usdt-erc20': 'USDT-ERC20',
  antoken: 'AnToken',
  bank: '银行卡转账',
  wechat: '微信支付',
  alipay: '支付宝',
};

/** Unpaid orders a player may hold at once before being asked to finish one. */
const MAX_OPEN_ORDERS = 5;
const OPEN_ORDER_WINDOW_MS = 30 * 60_000;

export interface RechargeInput {
  paytype: string;
  amount: number | string;
  catepay?: string;
  bank?: string;
  bank_address?: string;
  bank_no?: string;
  bank_owner?: string;
}

export interface DepositsDeps {
  db: Kysely<DB>;
  clock: Clock;
  channels: PayChannelsService;
  settings: SettingsService;
  /** The online channels' gateway; none configured means only bank transfers are taken. */
  gateway?: PaymentGateway;
  publicUrl: string;
  log: (obj: Record<string, unknown>, msg: string) => void;
  /** Operators' reviews are recorded in the transaction that applies them. */
  audit: AuditService;
  /** Exclusions and the player's deposit limits, checked before an order is created. */
  protection?: Pick<ProtectionGuard, 'assertCanDeposit'>;
  /** Runs in the transaction that credits a deposit (VIP totals). */
  onCredited?: (trx: Transaction<DB>, userId: number, fen: number, now: number) => Promise<void>;
}

export interface Reviewer {
  operatorId: number;
  ip: string;
}

export function createDepositsService(deps: DepositsDeps) {
  const { db, clock, channels, settings, gateway, audit } = deps;
  const houseAccounts = createHouseAccounts(db, clock);
  const countOnce = createCountCache();

  function newDepositNo(now: Date): string {
    const stamp = formatBeijing(now).replace(/\D/g, '');
    return `D${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
  }

  async function bankName(bank: string): Promise<string | null> {
    if (/^\d+$/.test(bank)) {
      const row = await depositsRepository.bankName(db, Number(bank));
      return row?.bank_name ?? null;
    }
    return bank.trim() || null;
  }

  /**
   * Credits an order once: the state change, the journal and `alsoInTransaction` commit together
   * or not at all.
   */
  async function credit(
    match: DepositMatch,
    from: number[],
    house: typeof HOUSE.gateway | typeof HOUSE.bank,
    opts: {
      review?: Reviewer;
      alsoInTransaction?: (trx: Transaction<DB>, credited: boolean) => Promise<unknown>;
    } = {},
  ) {
    const now = clock.now().getTime();
    const clearing = await houseAccounts(house);
    const multiple = (await settings.all()).turnover_multiple;
    return inTransaction(db, async (trx) => {
      const d = await depositsRepository.transition(trx, match, from, {
        state: DEPOSIT_STATE.approved,
        updated_at: now,
        ...(opts.review ? { reviewed_by: opts.review.operatorId, reviewed_at: now } : {}),
      });
      await opts.alsoInTransaction?.(trx, d !== undefined);
      if (!d) return false;
      const wallet = await ledgerAccounts.main(trx, d.user_id, now);
      const amount = Number(d.amount_fen);
      const posted = await postJournal(
        trx,
        {
          key: `deposit:${d.deposit_no}`,
          reason: REASON.deposit,
          amount,
          userId: d.user_id,
          refType: 'deposit',
          refId: d.deposit_no,
          legs: [
            { accountId: wallet, amount },
            { accountId: clearing, amount: -amount },
          ],
        },
        now,
      );
      if (opts.review) {
        const after = posted.balances.get(wallet) ?? 0;
        await audit.record(
          {
            operatorId: opts.review.operatorId,
            action: 'deposit.approve',
            target: { type: 'deposit', id: d.id },
            detail: { deposit_no: d.deposit_no, user_id: d.user_id, amount: formatFen(amount) },
            before: { state: DEPOSIT_STATE.pending, balance: formatFen(after - amount) },
            after: { state: DEPOSIT_STATE.approved, balance: formatFen(after) },
            ip: opts.review.ip,
          },
          trx,
        );
      }
      await turnover.add(trx, d.user_id, requirementFor(amount, multiple), now);
      await deps.onCredited?.(trx, d.user_id, amount, now);
      await inbox.send(
        trx,
        d.user_id,
        {
          kind: 'deposit',
          title: '存款到账通知',
          content: `您的存款 ${formatFen(amount)} 元已到账（订单号 ${d.deposit_no}），祝您游戏愉快！`,
        },
        now,
      );
      return true;
    });
  }

  /** A review that cannot apply (already handled, wrong kind): recorded as a refused attempt. */
  async function refused(
    reviewer: Reviewer,
    action: string,
    d: { id: number; deposit_no: string; state: number },
    message: string,
    code: number = CODE.badRequest,
  ) {
    await audit.record({
      operatorId: reviewer.operatorId,
      action,
      target: { type: 'deposit', id: d.id },
      detail: { deposit_no: d.deposit_no, state: d.state, refused: message },
      ip: reviewer.ip,
      outcome: 'denied',
    });
    return new AppError(message, code);
  }

  return {
    async recharge(
      userId: number,
      input: RechargeInput,
    ): Promise<{ message: string; data: { deposit_no: string; pay_url: string } }> {
      if (!(PAYTYPES as readonly string[]).includes(input.paytype))
        throw new AppError(DEPOSIT_MSG.unknownPaytype);
      const paytype = input.paytype as Paytype;
      const protocol = paytype === 'antoken' ? 'TRC20' : input.catepay?.toUpperCase();
      const key = rangeKeyOf(paytype, protocol);
      if (!key) throw new AppError(DEPOSIT_MSG.protocolRequired);
      const range = await channels.rangeFen(key);
      // Online channels need a gateway; with none configured only bank transfers are taken.
      if (!range || (paytype !== 'bank' && !gateway)) throw new AppError(DEPOSIT_MSG.channelClosed);
      const amount = checkDepositAmount(input.amount, range.min, range.max);
      if ('error' in amount) throw new AppError(amount.error);

      const bound = await depositsRepository.anyBoundCard(db, userId);
      if (!bound) throw new AppError(DEPOSIT_MSG.noCardBound);

      const remitter = {
        bank_owner: input.bank_owner ?? '',
        bank: input.bank ?? '',
        bank_no: input.bank_no ?? '',
        bank_address: input.bank_address ?? '',
      };
      let remitterBank = '';
      if (paytype === 'bank') {
        const invalid = validateBankDeposit(remitter);
        if (invalid) throw new AppError(invalid);
        remitterBank = (await bankName(remitter.bank)) ?? '';
        if (!remitterBank) throw new AppError(DEPOSIT_MSG.bankType);
      }

      const now = clock.now();
      const crypto = paytype === 'usdt' || paytype === 'antoken';
      const rate = crypto ? (await settings.all()).usdt_rate : '';
      const payAmount = crypto ? fenToUsdtCents(amount.fen, rate) : amount.fen;
      if (payAmount <= 0) throw new AppError(rangeMessage(range.min, range.max));
      const depositNo = newDepositNo(now);
      const receiving = paytype === 'bank' ? (await depositsRepository.receivingAccounts(db))[0] : undefined;
      // Count, check the player's deposit limits and insert under the player's row lock: two orders
      // sent at the same moment queue here, so together they can never pass a limit.
      const { id } = await inTransaction(db, async (trx) => {
        await lockUserRow(trx, userId);
        const since = now.getTime() - OPEN_ORDER_WINDOW_MS;
        const open = await depositsRepository.countSince(trx, userId, DEPOSIT_STATE.pending, since);
        if (Number(open.n) >= MAX_OPEN_ORDERS)
          throw new AppError('您有多笔未完成的充值订单，请完成支付或稍后再试');
        await deps.protection?.assertCanDeposit(userId, amount.fen, trx);
        return depositsRepository.insert(trx, {
          deposit_no: depositNo,
          user_id: userId,
          paytype,
          channel: key,
          amount_fen: amount.fen,
          currency: crypto ? 'USDT' : 'CNY',
          pay_amount: payAmount,
          rate,
          remitter_name: remitter.bank_owner.trim(),
          remitter_bank: remitterBank,
          remitter_card: remitter.bank_no.trim(),
          remitter_branch: remitter.bank_address.trim(),
          pay_bank_id: receiving?.id ?? null,
          created_at: now.getTime(),
          updated_at: now.getTime(),
        });
      });
      if (paytype === 'bank')
        return { message: DEPOSIT_MSG.bankSubmitted, data: { deposit_no: depositNo, pay_url: '' } };

      if (!gateway) throw new AppError(DEPOSIT_MSG.channelClosed);
      // The order is committed before the gateway is called; a gateway failure closes it.
      try {
        const order = await gateway.createOrder({
          merchantOrderNo: depositNo,
          amount: payAmount,
          currency: crypto ? 'USDT' : 'CNY',
          channel: key,
          notifyUrl: `${deps.publicUrl}/api/pay/notify/${gateway.name}`,
          returnUrl: `/#/payInfo?deposit_no=${depositNo}`,
        });
        await depositsRepository.setPayment(db, Number(id), gateway.name, order.payUrl, order.address);
        return { message: depositNo, data: { deposit_no: depositNo, pay_url: order.payUrl } };
      } catch (err) {
        deps.log({ err, depositNo }, 'gateway createOrder failed');
        await depositsRepository.transition(db, { id: Number(id) }, [DEPOSIT_STATE.pending], {
          state: DEPOSIT_STATE.rejected,
          reason: '支付通道下单失败',
          updated_at: clock.now().getTime(),
        });
        throw new AppError('支付通道繁忙，请稍后再试');
      }
    },

    async payInfo(userId: number, depositNo: string) {
      const d = await depositsRepository.byNo(db, depositNo);
      if (!d || d.user_id !== userId) throw new AppError(DEPOSIT_MSG.notFound);
      const crypto = d.currency === 'USDT';
      const realMoney = crypto ? formatFen(Number(d.pay_amount)) : formatFen(Number(d.amount_fen));
      // A QR is scanned by another device, so a site-relative pay link is made absolute.
      const qrText = crypto
        ? d.pay_address
        : d.pay_url.startsWith('/')
          ? `${deps.publicUrl}${d.pay_url}`
          : d.pay_url;
      const qr = qrText ? await qrDataUrl(qrText) : '';
      if (d.paytype === 'antoken') {
        return {
          message: 'antoken',
          data: {
            deposit_no: d.deposit_no,
            state: d.state,
            url: d.pay_url,
            qrcode: qr,
            address: d.pay_address,
            amount: formatFen(Number(d.amount_fen)),
            real_money: realMoney,
          },
        };
      }
      let content = d.pay_address || d.pay_url;
      let mchId = d.pay_address;
      if (d.paytype === 'bank' && d.pay_bank_id) {
        const b = await depositsRepository.receivingAccount(db, d.pay_bank_id);
        if (b) {
          content = `${b.bank_name} ${b.bank_owner} ${b.bank_address}`;
          mchId = b.bank_no;
        }
      }
      return {
        message: '成功',
        data: {
          deposit_no: d.deposit_no,
          type: d.paytype === 'usdt' ? 'usdtpay' : d.paytype,
          state: d.state,
          pay_url: d.pay_url,
          info: {
            amount: formatFen(Number(d.amount_fen)),
            real_money: realMoney,
            created_at: formatBeijing(new Date(Number(d.created_at))),
            bank: PAY_WAY_LABEL[d.channel] ?? d.channel,
          },
          cardlist: { content, payimg: qr, mch_id: mchId },
        },
      };
    },

    /** The player's deposit records for the records screen. */
    async records(
      userId: number,
      dateCode: number | undefined,
      page: number,
    ): Promise<
      Paged<{ created_at: string; out_trade_no: string; pay_way: string; amount: string; state: number }>
    > {
      const perPage = 10;
      const since = sinceForDateCode(dateCode, clock.now());
      const filter = { userId, since };
      const [rows, total] = await Promise.all([
        depositsRepository.listForPlayer(db, filter, page, perPage),
        countOnce(`deposits:${userId}:${since ?? 0}`, () => depositsRepository.count(db, filter)),
      ]);
      const data = rows.map((d) => ({
        created_at: formatBeijing(new Date(Number(d.created_at))),
        out_trade_no: d.deposit_no,
        pay_way: PAY_WAY_LABEL[d.channel] ?? d.channel,
        amount: formatFen(Number(d.amount_fen)),
        state: d.state,
      }));
      return pageOf(data, total, page, perPage);
    },

    /**
     * A gateway's callback: verified, matched against our own order, applied at most once, logged
     * whatever happens. Answers the body that stops the gateway's retries only when we are done.
     */
    async handleCallback(
      gatewayName: string,
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
      ip: string,
    ): Promise<{ status: number; body: string }> {
      const now = clock.now().getTime();
      const log = (
        outcome: string,
        extra: { event_id?: string; order_no?: string; detail?: string } = {},
        q: Kysely<DB> | Transaction<DB> = db,
      ) =>
        depositsRepository.logEvent(q, {
          gateway: gatewayName,
          outcome,
          remote_ip: ip,
          created_at: now,
          ...extra,
        });
      if (!gateway || gatewayName !== gateway.name) {
        await log('unknown_gateway');
        return { status: 404, body: 'fail' };
      }
      const verified = gateway.verifyCallback(headers, rawBody, now);
      if (!verified.ok) {
        await log(verified.reason);
        deps.log({ gateway: gatewayName, reason: verified.reason, ip }, 'payment callback refused');
        return { status: 401, body: 'fail' };
      }
      const e = verified.event;
      const ids = { event_id: e.eventId, order_no: e.merchantOrderNo };

      // The usual case in one transaction: the order matches number, gateway, currency and amount,
      // moves to credited, and the event is logged with it.
      if (e.status === 'paid') {
        const match = {
          deposit_no: e.merchantOrderNo,
          gateway: gateway.name,
          currency: e.currency,
          pay_amount: e.amount,
        };
        // A payment that arrives after the gateway reported a failure still belongs to the player.
        const credited = await credit(match, [DEPOSIT_STATE.pending, DEPOSIT_STATE.rejected], HOUSE.gateway, {
          alsoInTransaction: (trx, done) => (done ? log('credited', ids, trx) : Promise.resolve()),
        });
        if (credited) return { status: 200, body: gateway.ackBody };
      }

      const d = await depositsRepository.byNo(db, e.merchantOrderNo);
      if (!d || d.gateway !== gateway.name) {
        await log('unknown_order', ids);
        return { status: 200, body: 'fail' };
      }
      if (e.currency !== d.currency || e.amount !== Number(d.pay_amount)) {
        await log('mismatch', {
          ...ids,
          detail: `got ${e.amount} ${e.currency}, order ${d.pay_amount} ${d.currency}`,
        });
        deps.log(
          { depositNo: d.deposit_no, got: e.amount, expected: Number(d.pay_amount) },
          'payment callback amount mismatch',
        );
        return { status: 200, body: 'fail' };
      }
      if (e.status === 'paid') {
        await log('duplicate', ids);
      } else {
        const closed = await depositsRepository.transition(db, { id: d.id }, [DEPOSIT_STATE.pending], {
          state: DEPOSIT_STATE.rejected,
          reason: '支付失败',
          updated_at: now,
        });
        await log(closed ? 'failed' : 'duplicate', ids);
      }
      return { status: 200, body: gateway.ackBody };
    },

    /** Orders waiting for review (state 1), or the history of handled ones (states 2 and 3). */
    async listForAdmin(filter: AdminDepositFilter, page: number, perPage: number) {
      const [rows, total] = await Promise.all([
        depositsRepository.listForAdmin(db, filter, page, perPage),
        depositsRepository.countForAdmin(db, filter),
      ]);
      return { rows, total };
    },

    /** An operator confirms a bank transfer arrived: credits once; a second attempt is refused and recorded. */
    async approve(depositId: number, reviewer: Reviewer): Promise<void> {
      const d = await depositsRepository.byId(db, depositId);
      if (!d) throw new AppError(DEPOSIT_MSG.notFound, CODE.notFound);
      if (d.paytype !== 'bank')
        throw await refused(reviewer, 'deposit.approve', d, '在线支付订单由支付通道回调入账，不能人工审核');
      if (!(await credit({ id: d.id }, [DEPOSIT_STATE.pending], HOUSE.bank, { review: reviewer })))
        throw await refused(reviewer, 'deposit.approve', d, '该订单已处理', CODE.conflict);
    },

    async reject(depositId: number, reviewer: Reviewer, reason: string): Promise<void> {
      if (!reason) throw new AppError('请填写拒绝原因');
      const d = await depositsRepository.byId(db, depositId);
      if (!d) throw new AppError(DEPOSIT_MSG.notFound, CODE.notFound);
      if (d.paytype !== 'bank')
        throw await refused(reviewer, 'deposit.reject', d, '在线支付订单由支付通道回调入账，不能人工审核');
      const now = clock.now().getTime();
      const done = await inTransaction(db, async (trx) => {
        const changed = await depositsRepository.transition(trx, { id: d.id }, [DEPOSIT_STATE.pending], {
          state: DEPOSIT_STATE.rejected,
          reason,
          reviewed_by: reviewer.operatorId,
          reviewed_at: now,
          updated_at: now,
        });
        if (!changed) return false;
        await audit.record(
          {
            operatorId: reviewer.operatorId,
            action: 'deposit.reject',
            target: { type: 'deposit', id: d.id },
            detail: {
              deposit_no: d.deposit_no,
              user_id: d.user_id,
              amount: formatFen(Number(d.amount_fen)),
              reason,
            },
            before: { state: DEPOSIT_STATE.pending },
            after: { state: DEPOSIT_STATE.rejected },
            ip: reviewer.ip,
          },
          trx,
        );
        return true;
      });
      if (!done) throw await refused(reviewer, 'deposit.reject', d, '该订单已处理', CODE.conflict);
    },
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
