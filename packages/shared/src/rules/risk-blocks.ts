import { CARD_NO_LENGTH, checkAddressFormat } from './cards.js';
import { canonicalIp, parseCidr } from './ip-address.js';

/**
 * Risk control's blocklists (风控黑名单): what each kind of entry holds, how a value is checked and
 * kept (one text per thing, so the server's lookups are exact), and the console's messages.
 */
export const BLOCK_KINDS = ['ip', 'ip_range', 'device', 'card', 'address'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

export const BLOCK_KIND_LABELS: Record<BlockKind, string> = {
  ip: 'IP 地址',
  ip_range: 'IP 段',
  device: '设备号',
  card: '银行卡号',
  address: '钱包地址',
};

/** Narrowest ranges an operator may not exceed: a wider one would shut out whole regions. */
export const WIDEST_RANGE = { 4: 8, 6: 16 } as const;

/** Days an entry lasts, as the console offers them; 0 is until lifted. */
export const BLOCK_EXPIRY_DAYS = [1, 7, 30, 0] as const;
export const MAX_BLOCK_DAYS = 3650;

export const BLOCK_MSG = {
  kind: '请选择黑名单类型',
  valueRequired: '请填写要封禁的值',
  ip: 'IP 地址格式不正确（例如 203.0.113.7 或 2001:db8::1）',
  ipRange: 'IP 段格式不正确，请填写 CIDR（例如 203.0.113.0/24 或 2001:db8::/48）',
  rangeTooWide: `IP 段范围过大：IPv4 前缀不能小于 /${WIDEST_RANGE[4]}，IPv6 不能小于 /${WIDEST_RANGE[6]}`,
  device: '设备号为 8-64 位字母、数字、- 或 _',
  card: `银行卡号须为 ${CARD_NO_LENGTH.min}-${CARD_NO_LENGTH.max} 位数字`,
  address: '钱包地址格式不正确（TRC20 以 T 开头 34 位，ERC20 以 0x 开头 42 位）',
  reasonRequired: '请填写封禁原因',
  reasonLength: '封禁原因不能超过 200 个字',
  expiry: `有效期须为 0-${MAX_BLOCK_DAYS} 天（0 为永久）`,
  duplicate: '该值已在生效的黑名单中',
  notFound: '黑名单记录不存在',
  notActive: '该记录已解除或已过期',
} as const;

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;
const isErc20 = (a: string) => checkAddressFormat('ERC20', a) === null;
const isWallet = (a: string) => isErc20(a) || checkAddressFormat('TRC20', a) === null;

/** A wallet address as compared: ERC20 ignores letter case (its checksum is in the case), TRC20 does not. */
export function walletKey(address: string): string {
  const a = address.trim();
  return isErc20(a) ? a.toLowerCase() : a;
}

/** A card number as compared: its digits (spaces typed into a form are dropped). */
export const cardKey = (cardNo: string) => cardNo.replace(/\s+/g, '');

/** The value as kept for `kind`, or the reason it cannot be one. */
export function checkBlockValue(kind: BlockKind, text: string): { value: string } | { refused: string } {
  const raw = text.trim();
  if (!raw) return { refused: BLOCK_MSG.valueRequired };
  switch (kind) {
    case 'ip': {
      const ip = canonicalIp(raw);
      return ip ? { value: ip } : { refused: BLOCK_MSG.ip };
    }
    case 'ip_range': {
      const range = parseCidr(raw);
      if (!range) return { refused: BLOCK_MSG.ipRange };
      if (range.prefix < WIDEST_RANGE[range.version]) return { refused: BLOCK_MSG.rangeTooWide };
      return { value: `${range.network}/${range.prefix}` };
    }
    case 'device':
      return DEVICE_ID.test(raw) ? { value: raw } : { refused: BLOCK_MSG.device };
    case 'card': {
      const digits = cardKey(raw);
      const { min, max } = CARD_NO_LENGTH;
      return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max
        ? { value: digits }
        : { refused: BLOCK_MSG.card };
    }
    case 'address':
      return isWallet(raw) ? { value: walletKey(raw) } : { refused: BLOCK_MSG.address };
  }
}

/** A kind the lists know, or null. */
export const blockKindOf = (text: string): BlockKind | null =>
  (BLOCK_KINDS as readonly string[]).includes(text) ? (text as BlockKind) : null;

/** Days an entry lasts (0: until lifted), or null when the figure is no whole number of days in range. */
export function blockDaysOf(input: number | string | undefined): number | null {
  const text = String(input ?? '0').trim();
  const days = Number(text);
  return /^\d{1,4}$/.test(text) && days <= MAX_BLOCK_DAYS ? days : null;
}

/** The reason an operator gives, or why it cannot be one. */
export function blockReasonRefusal(reason: string): string | null {
  const r = reason.trim();
  if (!r) return BLOCK_MSG.reasonRequired;
  return [...r].length > 200 ? BLOCK_MSG.reasonLength : null;
}

/** What an entry is now: in force, past its expiry, or lifted by an operator. */
export type BlockState = 'active' | 'expired' | 'lifted';
export const BLOCK_STATE_LABELS: Record<BlockState, string> = {
  active: '生效中',
  expired: '已过期',
  lifted: '已解除',
};
