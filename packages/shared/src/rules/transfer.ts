import { parseYuanToFen } from '../money.js';

/** The main wallet's code on the transfer screen; every other wallet is a game platform code. */
export const MAIN_WALLET = 'userbalance';
export const MAIN_WALLET_LABEL = '平台钱包';
/** Transfer screen balance poll (spec 001 §9). */
export const TRANSFER_POLL_MS = 1500;
export const MIN_TRANSFER_FEN = 100;

export const TRANSFER_MSG = {
  amountRequired: '请输入操作金额！',
  chooseSource: '请选择转出平台',
  chooseTarget: '请选择转入平台',
  invalidAmount: '请输入正确的转账金额',
  belowMin: '单笔转账不能低于1元',
  samePlatform: '转出和转入平台不能相同',
  mainOnOneSide: '转账只能在平台钱包与游戏平台之间进行',
  platformUnknown: '该游戏平台不存在',
  platformClosed: '该游戏平台维护中，请稍后再试',
  seamlessPlatform: '该平台使用免转钱包，无需转账',
  insufficient: '余额不足',
  success: '转账成功',
  pending: '转账处理中，请稍后在转账记录中查看',
  failed: '转账失败，金额已退回',
  recovered: '一键回收成功',
  nothingToRecover: '暂无可回收的余额',
  recoverPartly: '部分平台回收失败，请稍后再试',
  modeSwitched: '操作成功！',
} as const;

export interface TransferForm {
  amount: string;
  source: string;
  target: string;
}

/** The transfer screen's checks in the spec order (001 §5). */
export function validateTransferForm(form: TransferForm): string | null {
  if (!form.amount.trim()) return TRANSFER_MSG.amountRequired;
  if (!form.source) return TRANSFER_MSG.chooseSource;
  if (!form.target) return TRANSFER_MSG.chooseTarget;
  const fen = parseYuanToFen(form.amount);
  if (fen === null || fen <= 0) return TRANSFER_MSG.invalidAmount;
  if (fen < MIN_TRANSFER_FEN) return TRANSFER_MSG.belowMin;
  if (form.source === form.target) return TRANSFER_MSG.samePlatform;
  if (form.source !== MAIN_WALLET && form.target !== MAIN_WALLET) return TRANSFER_MSG.mainOnOneSide;
  return null;
}
