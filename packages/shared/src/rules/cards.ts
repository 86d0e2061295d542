/** Card and wallet-address binding rules (spec 001 §5) and their messages: one place for web and server. */

export const CARD_TYPE = { bank: 1, usdt: 2, antoken: 4 } as const;
export type CardType = (typeof CARD_TYPE)[keyof typeof CARD_TYPE];
export const MAX_CARDS_PER_TYPE = 5;
/** A bank card number is 8 to 19 digits; the input stops at 19. */
export const CARD_NO_LENGTH = { min: 8, max: 19 } as const;
export const PROTOCOLS = ['TRC20', 'ERC20'] as const;
export type Protocol = (typeof PROTOCOLS)[number];

export const CARD_MSG = {
  holderRequired: '请输入姓名',
  bankRequired: '请输入银行',
  branchRequired: '请输入开户行地址',
  cardNoRequired: '请输入银行卡号',
  payPassRequired: '请输入支付密码',
  cardNoLength: '请输入正确的卡号长度',
  payPassLength: '请输入支付密码长度',
  usdtAddressRequired: '请输入USDT地址',
  walletAddressRequired: '请输入钱包地址',
  protocolRequired: '请选择钱包协议',
  addressFormat: '钱包地址格式不正确，请检查协议与地址',
  unbindPayPass: '请输入6位数字支付密码',
  bindSuccess: '绑定成功',
  unbindSuccess: '解绑成功',
  tooManyCards: '最多只能绑定5张银行卡',
  tooManyAddresses: '最多只能绑定5个钱包地址',
  duplicate: '该卡号或地址已绑定',
  holderMismatch: '持卡人姓名须与您的真实姓名一致',
  unknownBank: '请选择列表中的银行',
  notFound: '卡片不存在或已解绑',
  tokenTrc20Only: 'AnToken钱包仅支持TRC20协议',
} as const;

// TRON base58 addresses: 'T' then 33 characters of the Bitcoin base58 alphabet.
const TRC20 = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const ERC20 = /^0x[0-9a-fA-F]{40}$/;

export function checkAddressFormat(protocol: Protocol, address: string): string | null {
  const ok = protocol === 'TRC20' ? TRC20.test(address) : ERC20.test(address);
  return ok ? null : CARD_MSG.addressFormat;
}

/** The address input strips non-word characters (spec 001 §5). */
export function cleanAddress(value: string): string {
  return value.replace(/\W/g, '');
}

export interface BankCardInput {
  bank_owner: string;
  bank: string;
  bank_address: string;
  bank_no: string;
  pay_pass: string;
}

/** Bank card bind checks in the spec's order. */
export function validateBankCard(input: BankCardInput): string | null {
  if (!input.bank_owner.trim()) return CARD_MSG.holderRequired;
  if (!input.bank.trim()) return CARD_MSG.bankRequired;
  if (!input.bank_address.trim()) return CARD_MSG.branchRequired;
  if (!input.bank_no) return CARD_MSG.cardNoRequired;
  if (!input.pay_pass) return CARD_MSG.payPassRequired;
  const n = input.bank_no;
  if (!/^\d+$/.test(n) || n.length < CARD_NO_LENGTH.min || n.length > CARD_NO_LENGTH.max)
    return CARD_MSG.cardNoLength;
  if (input.pay_pass.length < 6 || input.pay_pass.length > 18) return CARD_MSG.payPassLength;
  return null;
}

export interface WalletInput {
  address: string;
  protocol: string;
  pay_pass: string;
}

/** USDT (type 2) and AnToken (type 4) address bind checks in the spec's order, then the address format. */
export function validateWallet(type: 2 | 4, input: WalletInput): string | null {
  if (!input.address)
    return type === CARD_TYPE.usdt ? CARD_MSG.usdtAddressRequired : CARD_MSG.walletAddressRequired;
  if (!input.protocol) return CARD_MSG.protocolRequired;
  if (!input.pay_pass) return CARD_MSG.payPassRequired;
  if (!(PROTOCOLS as readonly string[]).includes(input.protocol)) return CARD_MSG.protocolRequired;
  if (type === CARD_TYPE.antoken && input.protocol !== 'TRC20') return CARD_MSG.tokenTrc20Only;
  return checkAddressFormat(input.protocol as Protocol, input.address);
}

export function validateUnbind(payPass: string): string | null {
  return /^\d{6}$/.test(payPass) ? null : CARD_MSG.unbindPayPass;
}

/** "6222 **** **** 1234": bank card numbers never leave the server whole. */
export function maskCardNo(cardNo: string): string {
  return cardNo.length <= 4 ? cardNo : `${cardNo.slice(0, 4)} **** **** ${cardNo.slice(-4)}`;
}
