import type { z } from 'zod';
import {
  DEPOSIT_MSG,
  PAYTYPES,
  checkDepositAmount,
  fenToUsdtCents,
  rangeKeyOf,
  rangeMessage,
  settingText,
  validateBankDeposit,
  type Paytype,
  type rechargeBody,
} from '@app/shared';
import { inTransaction } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { newOrderNo } from '../../lib/order-no.js';
import { banks, cards } from '../cards/cards.public.js';
import type { RiskClient } from '../risk/client.js';
import { players } from '../user/user.public.js';
import { DEPOSIT_STATE } from './deposit-state.js';
import { depositsRepository } from './deposits.repository.js';
import type { DepositsDeps } from './deposit-deps.js';

/** Unpaid orders a player may hold at once before being asked to finish one. */
const MAX_OPEN_ORDERS = 5;
const OPEN_ORDER_WINDOW_MS = 30 * 60_000;

/** /api/recharge's body as its schema reads it. */
export type RechargeInput = z.infer<typeof rechargeBody>;

/**
 * A player's new deposit order: checked, committed, and only then sent to the gateway (online
 * channels) or left for an operator to confirm (bank transfers).
 */
export function createDepositOrders(
  deps: Pick<
    DepositsDeps,
    'db' | 'clock' | 'channels' | 'settings' | 'gateway' | 'publicUrl' | 'log' | 'protection' | 'gate'
  >,
) {
  const { db, clock, channels, settings, gateway } = deps;

  async function bankName(bank: string): Promise<string | null> {
    if (/^\d+$/.test(bank)) {
      return (await banks.nameOf(db, Number(bank))) ?? null;
    }
    return bank.trim() || null;
  }

  return {
    async recharge(
      userId: number,
      input: RechargeInput,
      client: RiskClient,
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

      if (!(await cards.anyBound(db, userId))) throw new AppError(DEPOSIT_MSG.noCardBound);

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
      const usdtRate = crypto ? (await settings.values()).usdt_rate : null;
      const payAmount = usdtRate === null ? amount.fen : fenToUsdtCents(amount.fen, usdtRate);
      if (payAmount <= 0) throw new AppError(rangeMessage(range.min, range.max));
      const depositNo = newOrderNo('D', now);
      const receiving = paytype === 'bank' ? (await depositsRepository.receivingAccounts(db))[0] : undefined;
      // Count, check the player's deposit limits and insert under the player's row lock: two orders
      // sent at the same moment queue here, so together they can never pass a limit.
      const { id } = await inTransaction(db, async (trx) => {
        await players.lockRow(trx, userId);
        const since = now.getTime() - OPEN_ORDER_WINDOW_MS;
        const open = await depositsRepository.countSince(trx, userId, DEPOSIT_STATE.pending, since);
        if (Number(open.n) >= MAX_OPEN_ORDERS)
          throw new AppError('您有多笔未完成的充值订单，请完成支付或稍后再试');
        await deps.protection?.assertCanDeposit(userId, amount.fen, trx);
        const order = await depositsRepository.insert(trx, {
          deposit_no: depositNo,
          user_id: userId,
          paytype,
          channel: key,
          amount_fen: amount.fen,
          currency: crypto ? 'USDT' : 'CNY',
          pay_amount: payAmount,
          rate: usdtRate === null ? '' : settingText('usdt_rate', usdtRate),
          remitter_name: remitter.bank_owner.trim(),
          remitter_bank: remitterBank,
          remitter_card: remitter.bank_no.trim(),
          remitter_branch: remitter.bank_address.trim(),
          pay_bank_id: receiving?.id ?? null,
          created_at: now.getTime(),
          updated_at: now.getTime(),
        });
        await deps.gate.admit(trx, { event: 'deposit', userId, client });
        return order;
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
  };
}
