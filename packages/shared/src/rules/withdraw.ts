import { fenToUsdtCents, formatFen, parseYuanToFen } from '../money.js';

/** Withdrawal types on the withdraw screen: 0 bank card, 1 USDT address, 2 AnToken address. */
export const WITHDRAW_TYPE = { bank: 0, usdt: 1, antoken: 2 } as const;
export type WithdrawType = (typeof WITHDRAW_TYPE)[keyof typeof WITHDRAW_TYPE];
/** The card type (getcard) listed for each withdrawal type. */
export const CARD_TYPE_FOR_WITHDRAW: Record<WithdrawType, 1 | 2 | 4> = { 0: 1, 1: 2, 2: 4 };
export const MIN_WITHDRAW_FEN = 10_000;

export const WITHDRAW_MSG = {
  belowMin: '单笔取款不能低于100元',
  chooseCard: '请选择您要提现到的银行卡',
  chooseAddress: '请选择钱包地址',
  passwordRequired: '请输入您的支付密码',
  submitted: '提交成功，等待后台审核',
  invalidAmount: '请输入正确的取款金额',
  targetNotFound: '取款账户不存在或已解绑',
  aboveMax: (maxFen: number) => `单笔取款不能高于${formatFen(maxFen).replace(/\.00$/, '')}元`,
  dailyCount: (n: number) => `每日最多可取款${n}次，请明日再试`,
  outsideHours: (hours: string) => `当前不在取款时间内（${hours}）`,
  turnoverNotMet: (remainingFen: number) => `您还需完成打码量${formatFen(remainingFen)}元才能取款`,
  insufficient: '余额不足',
  feeTooHigh: '取款金额需大于手续费',
  notFound: '取款订单不存在',
  alreadyReviewed: '该订单已处理',
  // An account whose birthday says under 18: its money stays until customer service checks identity.
  underAgeHeld: '您的资料显示未满18周岁，取款已暂停，请联系在线客服核实身份',
  underAgeNoPayout: '该会员资料显示未满18周岁，取款不能通过，请先核实身份',
} as const;

export interface WithdrawForm {
  amount: string;
  target: number | null;
  password: string;
}

/** The withdraw screen's checks in the spec order (001 §5), per withdrawal type. */
export function validateWithdrawForm(type: WithdrawType, form: WithdrawForm): string | null {
  const fen = parseYuanToFen(form.amount);
  const belowMin = fen === null || fen < MIN_WITHDRAW_FEN;
  if (type === WITHDRAW_TYPE.bank) {
    if (belowMin) return WITHDRAW_MSG.belowMin;
    if (!form.target) return WITHDRAW_MSG.chooseCard;
  } else {
    if (!form.target) return WITHDRAW_MSG.chooseAddress;
    if (belowMin) return WITHDRAW_MSG.belowMin;
  }
  if (!form.password) return WITHDRAW_MSG.passwordRequired;
  return null;
}

/** The chain's withdrawal fee: the ERC20 fee on ERC20, the other fee otherwise. */
export function chainFee<T>(chain: string, fees: { erc20: T; other: T }): T {
  return chain.toUpperCase() === 'ERC20' ? fees.erc20 : fees.other;
}

/**
 * What a virtual-wallet withdrawal pays out, in USDT cents: the yuan amount at the reference rate,
 * floored to the cent, minus the fee (USDT cents).
 */
export function usdtPayoutOf(
  amountFen: number,
  rate: string | number,
  feeCents: number,
): { converted: number; fee: number; received: number } {
  const converted = fenToUsdtCents(amountFen, rate);
  return { converted, fee: feeCents, received: converted - feeCents };
}

/** usdtPayoutOf with the fees as the wire gives them (USDT with two decimals) and the chain's fee. */
export function usdtPayout(
  amountFen: number,
  rate: string,
  chain: string,
  fees: { erc20: string; other: string },
): { converted: number; fee: number; received: number } {
  return usdtPayoutOf(amountFen, rate, parseYuanToFen(chainFee(chain, fees)) ?? 0);
}
