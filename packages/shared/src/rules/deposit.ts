import { formatFen, parseYuanToFen } from '../money.js';
import { HOSTILE_INPUT_MSG, hasMarkup } from './markup.js';

/** Deposit channels as the client names them in /api/recharge (paytype) and /api/getPayRange (type). */
export const PAYTYPES = ['usdt', 'bank', 'wxpay', 'alipay', 'antoken'] as const;
export type Paytype = (typeof PAYTYPES)[number];
export const RANGE_KEYS = ['antoken', 'bank', 'wechat', 'alipay', 'usdt-trc20', 'usdt-erc20'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/** The pay-way default order (spec 000 §4): antoken, usdt, bank, wechat, alipay. */
export const PAY_WAY_PRIORITY = ['antoken', 'usdt', 'card', 'wxpay', 'alipay'] as const;

/** Before the server's range arrives the client bounds amounts to 100..10000 yuan. */
export const DEFAULT_RANGE = { min_price: 100, max_price: 10000 } as const;

export const DEPOSIT_MSG = {
  remitterName: '请输入存款人姓名',
  bankType: '请输入银行类型',
  bankNo: '请输入银行卡号',
  branch: '请输入银行开户行地址',
  bankSubmitted: '提交成功，请等待后台审核',
  redirecting: '正在跳转支付页面...',
  channelClosed: '该支付通道暂未开放',
  unknownPaytype: '不支持的支付方式',
  protocolRequired: '请选择协议',
  notFound: '订单不存在',
  noCardBound: '您还未绑定银行卡或钱包，请先绑定',
} as const;

export function rangeMessage(minFen: number, maxFen: number): string {
  const show = (fen: number) => formatFen(fen).replace(/\.00$/, '');
  return `请输入金额在${show(minFen)}-${show(maxFen)}之间！`;
}

/**
 * The range key of a deposit: USDT splits by protocol, WeChat is `wxpay` in one call and `wechat`
 * in the other.
 */
export function rangeKeyOf(paytype: Paytype, protocol?: string): RangeKey | null {
  switch (paytype) {
    case 'usdt':
      return protocol === 'ERC20' ? 'usdt-erc20' : protocol === 'TRC20' ? 'usdt-trc20' : null;
    case 'wxpay':
      return 'wechat';
    default:
      return paytype;
  }
}

/** Amount within the channel's range, inclusive; the parsed fen or the spec's message. */
export function checkDepositAmount(
  amount: unknown,
  minFen: number,
  maxFen: number,
): { fen: number } | { error: string } {
  const fen = parseYuanToFen(amount);
  if (fen === null || fen < minFen || fen > maxFen) return { error: rangeMessage(minFen, maxFen) };
  return { fen };
}

export interface BankDepositForm {
  bank_owner: string;
  bank: string;
  bank_no: string;
  bank_address: string;
}

/**
 * The bank panel's checks in the spec's order: remitter name, bank, card number, branch; then no
 * markup in any.
 */
export function validateBankDeposit(form: BankDepositForm): string | null {
  if (!form.bank_owner.trim()) return DEPOSIT_MSG.remitterName;
  if (!String(form.bank).trim()) return DEPOSIT_MSG.bankType;
  if (!form.bank_no.trim()) return DEPOSIT_MSG.bankNo;
  if (!form.bank_address.trim()) return DEPOSIT_MSG.branch;
  if ([form.bank_owner, String(form.bank), form.bank_no, form.bank_address].some(hasMarkup))
    return HOSTILE_INPUT_MSG;
  return null;
}
