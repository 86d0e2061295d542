import { formatFen, parseYuanToFen } from '@app/shared';
import { AppError } from '../../lib/app-error.js';
import type { SettingKey } from '../site/settings.service.js';

/** One deposit may not exceed a million yuan: a larger range is a typo, not a policy. */
const MAX_DEPOSIT_FEN = 100_000_000;
const MAX_WITHDRAW_FEN = 100_000_000;
/** The client itself refuses withdrawals under 100 yuan (WITHDRAW_MSG.belowMin). */
const MIN_WITHDRAW_FLOOR_FEN = 10_000;

export const PAYMENT_SETTING_KEYS = [
  'usdt_rate',
  'withdraw_min',
  'withdraw_max',
  'withdraw_daily_count',
  'withdraw_hours',
  'withdraw_fee_trc20',
  'withdraw_fee_erc20',
] as const satisfies readonly SettingKey[];
export type PaymentSettings = Record<(typeof PAYMENT_SETTING_KEYS)[number], string>;

const HM = '(?:[01]\\d|2[0-3]):[0-5]\\d';
const HOURS = new RegExp(`^(${HM})-(${HM}|24:00)$`);

const yuanFen = (value: unknown, label: string): number => {
  const fen = parseYuanToFen(value);
  if (fen === null) throw new AppError(`${label}格式不正确，请输入金额（最多两位小数）`);
  return fen;
};

/** Ranges go to the client as whole yuan (PayChannelsService.toWire), so they are set in whole yuan. */
const wholeYuanFen = (value: unknown, label: string): number => {
  const fen = yuanFen(value, label);
  if (fen % 100 !== 0) throw new AppError(`${label}须为整数元`);
  return fen;
};

export interface ChannelPatch {
  enabled?: 0 | 1;
  min?: string | number;
  max?: string | number;
  sort?: number;
}

/** A channel's switch, range and order after the patch, checked. */
export function channelValues(
  current: { enabled: number; min_fen: number; max_fen: number; sort: number },
  patch: ChannelPatch,
) {
  const next = {
    enabled: patch.enabled ?? Number(current.enabled),
    min_fen: patch.min === undefined ? Number(current.min_fen) : wholeYuanFen(patch.min, '最低金额'),
    max_fen: patch.max === undefined ? Number(current.max_fen) : wholeYuanFen(patch.max, '最高金额'),
    sort: patch.sort ?? Number(current.sort),
  };
  if (next.min_fen < 100) throw new AppError('最低金额不能低于 1 元');
  if (next.max_fen < next.min_fen) throw new AppError('最高金额不能低于最低金额');
  if (next.max_fen > MAX_DEPOSIT_FEN) throw new AppError('最高金额不能超过 1000000 元');
  return next;
}

export interface BankInput {
  bank_name: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  state: 0 | 1;
}

export function cleanBank(input: BankInput) {
  const bank_no = input.bank_no.replace(/\s+/g, '');
  if (!/^\d{8,30}$/.test(bank_no)) throw new AppError('收款账号须为 8-30 位数字');
  const bank_name = input.bank_name.trim();
  const bank_owner = input.bank_owner.trim();
  if (bank_name.length < 2 || bank_name.length > 30) throw new AppError('请填写银行名称（2-30 个字）');
  if (bank_owner.length < 2 || bank_owner.length > 50) throw new AppError('请填写收款人（2-50 个字）');
  const bank_address = input.bank_address.trim();
  if (bank_address.length > 100) throw new AppError('开户行地址不能超过 100 个字');
  return { bank_name, bank_no, bank_owner, bank_address, state: input.state };
}

/** Validates and normalises the rate and withdrawal rules; amounts come back with two decimals. */
export function checkPaymentSettings(input: PaymentSettings): PaymentSettings {
  const rate = input.usdt_rate.trim();
  const m = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(rate);
  const rateValue = m ? Number(rate) : NaN;
  if (!m || rateValue < 1 || rateValue > 100)
    throw new AppError('USDT 汇率须在 1 到 100 之间，最多 4 位小数');
  const usdt_rate = `${m[1]}.${(m[2] ?? '').padEnd(2, '0')}`;

  const minFen = yuanFen(input.withdraw_min, '最低取款金额');
  const maxFen = yuanFen(input.withdraw_max, '最高取款金额');
  if (minFen < MIN_WITHDRAW_FLOOR_FEN) throw new AppError('最低取款金额不能低于 100 元');
  if (maxFen <= minFen) throw new AppError('最高取款金额须高于最低取款金额');
  if (maxFen > MAX_WITHDRAW_FEN) throw new AppError('最高取款金额不能超过 1000000 元');

  const count = input.withdraw_daily_count.trim();
  if (!/^\d{1,3}$/.test(count) || Number(count) > 100)
    throw new AppError('每日取款次数须为 0-100 的整数（0 为不限）');

  const hours = input.withdraw_hours.trim();
  const h = HOURS.exec(hours);
  if (!h) throw new AppError('取款时间格式为 HH:mm-HH:mm，例如 09:00-23:00');
  if (h[1] === h[2]) throw new AppError('取款开始与结束时间不能相同（全天请填 00:00-24:00）');

  const fee = (value: string, label: string) => {
    const cents = parseYuanToFen(value);
    if (cents === null || cents > 10_000) throw new AppError(`${label}须为 0-100 USDT，最多两位小数`);
    return formatFen(cents);
  };
  return {
    usdt_rate,
    withdraw_min: formatFen(minFen),
    withdraw_max: formatFen(maxFen),
    withdraw_daily_count: String(Number(count)),
    withdraw_hours: hours,
    withdraw_fee_trc20: fee(input.withdraw_fee_trc20, 'TRC20 手续费'),
    withdraw_fee_erc20: fee(input.withdraw_fee_erc20, 'ERC20 手续费'),
  };
}
