import { formatFen, parseYuanToFen } from '@app/shared';

/** Yuan from the wire ("1234.5", 1234.5) for display: "1,234.50"; unreadable input shows "0.00", never NaN. */
export function formatYuan(value: string | number | null | undefined): string {
  const text = String(value ?? '0').trim();
  const negative = text.startsWith('-');
  const fen = parseYuanToFen(negative ? text.slice(1) : text) ?? 0;
  const [whole = '0', cents = '00'] = formatFen(fen).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative && fen > 0 ? '-' : ''}${grouped}.${cents}`;
}

/**
 * What an amount field keeps while typing: digits and one decimal point, at most two decimals and
 * ten whole digits. Whether the amount is acceptable is the shared rules' decision.
 */
export function amountInput(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const head = whole.replace(/^0+(?=\d)/, '').slice(0, 10);
  return rest.length === 0 ? head : `${head || '0'}.${rest.join('').slice(0, 2)}`;
}

/** USDT cents for display: 12345 -> "123.45". */
export function formatUsdt(cents: number): string {
  return formatYuan(formatFen(cents));
}
