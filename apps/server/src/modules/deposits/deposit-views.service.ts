import { DEPOSIT_MSG, depositStateWord, formatFen, type Paged, type TransactionRecord } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, sinceForDateCode } from '../../lib/clock.js';
import { createCountCache, pageOf } from '../../lib/paging.js';
import { qrDataUrl } from '../../lib/qr.js';
import { depositsRepository } from './deposits.repository.js';
import type { DepositsDeps } from './deposit-deps.js';
import { PAY_WINDOW_MS, REVIEWED_CHANNEL } from './deposit-state.js';

const PAY_WAY_LABEL: Record<string, string> = {
  'usdt-trc20': 'USDT-TRC20',
  'usdt-erc20': 'USDT-ERC20',
  antoken: 'AnToken',
  bank: '银行卡转账',
  wechat: '微信支付',
  alipay: '支付宝',
};

/** The order's state in words, and until when a gateway order can be paid (none once settled). */
function orderState(d: { state: number; channel: string; created_at: number | string | bigint }) {
  const reviewed = d.channel === REVIEWED_CHANNEL;
  const deadline = Number(d.created_at) + PAY_WINDOW_MS;
  return {
    state_text: depositStateWord(d.state, reviewed)?.[0] ?? '',
    ...(reviewed || d.state !== 1
      ? {}
      : { expire_at: formatBeijing(new Date(deadline)), expire_ms: deadline }),
  };
}

/** What a player reads of their own orders: one order's pay page, and the records list. */
export function createDepositViews(deps: Pick<DepositsDeps, 'db' | 'clock' | 'publicUrl'>) {
  const { db, clock } = deps;
  const countOnce = createCountCache();

  return {
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
            ...orderState(d),
          },
        };
      }
      // A wallet address is the one thing a crypto payer copies; a WeChat or Alipay order is paid
      // through its pay link (button and QR), so nothing of the link is shown as text.
      let content = d.pay_address;
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
          ...orderState(d),
        },
      };
    },

    /** The player's deposit records for the records screen. */
    async records(
      userId: number,
      dateCode: number | undefined,
      page: number,
    ): Promise<Paged<TransactionRecord>> {
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
        state_text: depositStateWord(d.state, d.channel === REVIEWED_CHANNEL)?.[0] ?? '',
      }));
      return pageOf(data, total, page, perPage);
    },
  };
}
