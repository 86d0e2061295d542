import { parseYuanToFen, type SettingKey } from '@app/shared';
import { AppError } from '../../lib/app-error.js';

/** One deposit may not exceed a million yuan: a larger range is a typo, not a policy. */
const MAX_DEPOSIT_FEN = 100_000_000;

/** The rate and withdrawal rules, checked by the shared settings schema. */
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
