import { DEPOSIT_MSG, formatFen, type Paged } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import { formatBeijing, sinceForDateCode } from '../../lib/clock.js';
import { createCountCache, pageOf } from '../../lib/paging.js';
import { qrDataUrl } from '../../lib/qr.js';
import { depositsRepository } from './deposits.repository.js';
import type { DepositsDeps } from './deposits.service.js';

const PAY_WAY_LABEL: Record<string, string> = {
  'usdt-trc20': 'USDT-TRC20',
  'usdt-erc20': 'USDT-ERC20',
  antoken: 'AnToken',
  bank: '银行卡转账',
  wechat: '微信支付',
  alipay: '支付宝',
};

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
  };
}
