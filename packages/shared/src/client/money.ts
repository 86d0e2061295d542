import { formatFen, parseYuanToFen } from '../money.js';

/** Yuan from the wire ("1234.5", 1234.5) for display: "1,234.50"; unreadable input shows "0.00", not NaN. */
export function formatYuan(value: string | number | null | undefined): string {
  const text = String(value ?? '0').trim();
  const negative = text.startsWith('-');
  const fen = parseYuanToFen(negative ? text.slice(1) : text) ?? 0;
  const [whole = '0', cents = '00'] = formatFen(fen).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative && fen > 0 ? '-' : ''}${grouped}.${cents}`;
}
