import { randomInt } from 'node:crypto';
import { formatBeijing } from './clock.js';

/**
 * A new order number: a letter for the kind (D deposit, W withdrawal, T transfer, A adjustment,
 * F rebate claim), the Beijing time to the second as digits, then six digits: random, unless given
 * (the demo seeds number their orders).
 */
export function newOrderNo(
  kind: string,
  now: Date,
  digits = String(randomInt(1_000_000)).padStart(6, '0'),
): string {
  return `${kind}${formatBeijing(now).replace(/\D/g, '')}${digits}`;
}
