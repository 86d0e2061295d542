import { formatFen } from '@app/shared';
import { formatYuan } from '@app/shared/client';

export { formatYuan };

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
