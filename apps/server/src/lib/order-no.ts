import { randomInt } from 'node:crypto';
import { formatBeijing } from './clock.js';

/**
 * A new order number: a letter for the kind (D deposit, W withdrawal, T transfer, A adjustment,
 * F rebate claim), the Beijing time to the second as digits, then six random digits.
 */
export function newOrderNo(kind: string, now: Date): string {
  const stamp = formatBeijing(now).replace(/\D/g, '');
  return `${kind}${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}
