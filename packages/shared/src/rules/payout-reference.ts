import { WITHDRAW_TYPE } from './withdraw.js';

/**
 * The payout reference finance records when it approves a withdrawal, so every payout can be found
 * again on the other side: the chain transaction hash (TxID) of a USDT or AnToken transfer, the
 * bank's reference (流水号) of a bank transfer.
 *
 * A hash is required and must fit the chain: a chain transfer can be found by nothing else, and a
 * hash recorded twice would let one transfer stand for two payouts. A bank reference is optional:
 * the bank statement already names the payee's account and amount, which the withdrawal holds in
 * full, and a batch transfer (批量代发) gives one reference for several payees, so it may repeat.
 */
export const PAYOUT_REF_MSG = {
  hashRequired: '请填写出款的交易哈希（TxID）',
  trc20Format: 'TRC20交易哈希应为64位十六进制字符',
  erc20Format: 'ERC20交易哈希应为0x开头加64位十六进制字符',
  bankFormat: '银行流水号应为4-64位字母、数字或短横线',
  hashUsed: '该交易哈希已用于其他取款订单，请核对',
} as const;

const TRC20_TX = /^[0-9a-f]{64}$/;
const ERC20_TX = /^0x[0-9a-f]{64}$/;
const BANK_REF = /^[A-Za-z0-9-]{4,64}$/;

/** What the player and the back office call a payout's reference, by withdrawal type. */
export function payoutReferenceLabel(type: number): '交易哈希' | '银行流水号' {
  return type === WITHDRAW_TYPE.bank ? '银行流水号' : '交易哈希';
}

/** Whether a withdrawal of this type needs a reference before it is approved. */
export const payoutReferenceRequired = (type: number): boolean => type !== WITHDRAW_TYPE.bank;

/** The format a hash takes on the chain, for an input's placeholder. */
export const payoutHashHint = (chain: string): string =>
  chain.toUpperCase() === 'ERC20' ? '0x开头加64位十六进制字符' : '64位十六进制字符';

export type PayoutReferenceCheck = { ok: true; reference: string } | { ok: false; message: string };

/**
 * Checks the reference typed for a withdrawal (`type`: WITHDRAW_TYPE; `chain`: the wallet's
 * protocol, TRC20 or ERC20) and answers it in one spelling: trimmed, a hash in lower case (so a
 * repeat is found whatever the case it was pasted in). An empty bank reference is allowed.
 */
export function checkPayoutReference(
  target: { type: number; chain: string },
  input: string,
): PayoutReferenceCheck {
  const value = input.trim();
  if (!payoutReferenceRequired(target.type)) {
    if (value === '' || BANK_REF.test(value)) return { ok: true, reference: value };
    return { ok: false, message: PAYOUT_REF_MSG.bankFormat };
  }
  if (value === '') return { ok: false, message: PAYOUT_REF_MSG.hashRequired };
  const hash = value.toLowerCase();
  if (target.chain.toUpperCase() === 'ERC20') {
    return ERC20_TX.test(hash)
      ? { ok: true, reference: hash }
      : { ok: false, message: PAYOUT_REF_MSG.erc20Format };
  }
  return TRC20_TX.test(hash)
    ? { ok: true, reference: hash }
    : { ok: false, message: PAYOUT_REF_MSG.trc20Format };
}
