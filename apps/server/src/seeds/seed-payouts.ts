import { createHash } from 'node:crypto';
import { usdtPayout } from '@app/shared';
import { newTronAddress } from '@app/shared/node';
import { formatBeijing } from '../lib/clock.js';

/**
 * The demo's payout details (seed-backoffice.ts): players' USDT addresses and the references finance
 * recorded for paid withdrawals. Derived from names and order numbers, never from the demo's random
 * sequence, so every fresh demo shows the same ones and the rest of the month is unchanged.
 */

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A demo player's TRC20 address, the same at every start. */
export const demoTronAddress = (username: string) => newTronAddress(digest(`demo-address:${username}`));

/** What a USDT withdrawal of `fen` pays at the demo's rate (7.20) less the TRC20 fee (1 USDT). */
export function demoUsdtPayout(fen: number) {
  const p = usdtPayout(fen, '7.20', 'TRC20', { erc20: '5.00', other: '1.00' });
  return { usdt_rate: '7.20', fee_cents: p.fee, receive_cents: p.received };
}

/**
 * A paid withdrawal's reference: a TRC20 transaction hash (64 hex characters) for a wallet, or a bank
 * reference (流水号) for a card: the Beijing day it was paid and an 8-digit serial.
 */
export function demoPayoutReference(type: number, orderNo: string, paidAt: number): string {
  if (type !== 0) return digest(`demo-tx:${orderNo}`).toString('hex');
  const day = formatBeijing(new Date(paidAt)).slice(0, 10).replaceAll('-', '');
  const serial = digest(`demo-ref:${orderNo}`).readUInt32BE(0) % 100_000_000;
  return `${day}${String(serial).padStart(8, '0')}`;
}
