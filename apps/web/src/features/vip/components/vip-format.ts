import type { VipLevel } from '@app/shared';
import { formatYuan } from '../../../lib/money';

/** The six rebate rates the spec names (001 §2 /vip), in its order. */
export const RATE_FIELDS = [
  { key: 'realperson', label: '真人' },
  { key: 'electron', label: '电子' },
  { key: 'joker', label: '棋牌' },
  { key: 'sport', label: '体育' },
  { key: 'lottery', label: '彩票' },
  { key: 'e_sport', label: '电竞' },
] as const satisfies ReadonlyArray<{ key: keyof VipLevel; label: string }>;

/** Thresholds are whole yuan in practice: "80,000,000" fits a third of a phone card, ".00" would not. */
export function thresholdText(value: string): string {
  const text = formatYuan(value);
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** "0.5" -> "0.50%"; an unreadable rate shows a dash. */
export function rateText(value: string): string {
  const n = Number(value);
  return Number.isFinite(n) ? `${n.toFixed(2)}%` : '—';
}

export function hasBonus(level: VipLevel): boolean {
  return Number(level.bonus) > 0;
}

/** A level held by everyone from registration: no turnover or deposit needed. */
export function isEntryLevel(level: VipLevel): boolean {
  return Number(level.flow) <= 0 && Number(level.recharge) <= 0;
}
