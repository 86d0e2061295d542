import { parseYuanToFen, type RedpacketRule } from '@app/shared';
import { formatYuan } from '../../../lib/money';

/** The seeded campaign's window, for an info answer without tiers. */
const DEFAULT_WINDOW = { start: '10:00', end: '12:00' } as const;

/** A threshold in yuan without empty cents: "1000.00" -> "1,000", "99.50" -> "99.50". */
export function thresholdYuan(value: string | number): string {
  return formatYuan(value).replace(/\.00$/, '');
}

/** 累计存款 cell: "100-1,000"; an upper bound of 0 means no bound: "20,000以上". */
export function depositRange(rule: RedpacketRule): string {
  const from = thresholdYuan(rule.day_flow);
  const upper = parseYuanToFen(String(rule.flow_money ?? '0')) ?? 0;
  return upper > 0 ? `${from}-${thresholdYuan(rule.flow_money)}` : `${from}以上`;
}

/** 红包个数 cell: whole draws only (spec 000 §2, rounded down). */
export function drawCount(rule: RedpacketRule): number {
  return Math.max(0, Math.floor(Number(rule.recharge) || 0));
}

/** Today's draw window as the tiers carry it (they all share it), else the seeded one. */
export function drawWindow(rules: RedpacketRule[] | undefined): { start: string; end: string } {
  const first = rules?.find((rule) => rule.start_time && rule.end_time);
  return first ? { start: first.start_time, end: first.end_time } : DEFAULT_WINDOW;
}
