import { createHmac } from 'node:crypto';
import { safeEqual } from './tokens.js';

export const REPLAY_WINDOW_MS = 300_000;

/** HMAC-SHA256 over "<timestamp>.<raw body>", hex. */
export function sign(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Constant-time check of the signature, and a timestamp (seconds) within five minutes of now either way. */
export function verifySignature(secret: string, timestamp: string | undefined, signature: string | undefined, rawBody: string, now: number): 'ok' | 'bad_signature' | 'stale' {
  if (!timestamp || !signature || !/^\d{9,11}$/.test(timestamp)) return 'bad_signature';
  if (!safeEqual(sign(secret, timestamp, rawBody), signature)) return 'bad_signature';
  return Math.abs(now - Number(timestamp) * 1000) > REPLAY_WINDOW_MS ? 'stale' : 'ok';
}
