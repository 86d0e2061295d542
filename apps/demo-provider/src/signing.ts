import { createHmac, timingSafeEqual } from 'node:crypto';

/** Both directions sign "<unix seconds>.<raw body>" with HMAC-SHA256 and the shared secret. */
export function signBody(secret: string, body: string, nowMs: number): Record<string, string> {
  const ts = String(Math.floor(nowMs / 1000));
  return { 'x-provider-timestamp': ts, 'x-provider-signature': createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex') };
}

export function verifyBody(secret: string, ts: string | undefined, signature: string | undefined, body: string, nowMs: number): boolean {
  if (!ts || !signature || !/^\d{9,11}$/.test(ts) || Math.abs(nowMs - Number(ts) * 1000) > 300_000) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
