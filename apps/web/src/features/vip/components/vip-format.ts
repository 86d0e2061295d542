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

/** How far `have` is towards `need`, 0–100; a threshold of nothing is reached. */
export function progressPercent(have: string, need: string): number {
  const target = Number(need);
  if (!(target > 0)) return 100;
  return Math.min(100, Math.max(0, Math.floor((Number(have) / target) * 100)));
}

/** What moving from `current` to `next` adds: each rebate rate that rises, with both rates. */
export function rateGains(current: VipLevel | undefined, next: VipLevel) {
  return RATE_FIELDS.filter(({ key }) => Number(next[key]) > Number(current?.[key] ?? 0)).map(
    ({ key, label }) => ({ label, from: rateText(current?.[key] ?? '0'), to: rateText(next[key]) }),
  );
}
