import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signing scheme every party here speaks (payment gateway, game provider and our site):
 * HMAC-SHA256 over "<unix seconds>.<raw body>", hex, with a five-minute replay window. Each
 * protocol names its own two headers (x-pay-…, x-provider-…).
 */
export const REPLAY_WINDOW_MS = 300_000;

export function sign(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The timestamp and signature headers for a body sent now, e.g. prefix 'pay' → x-pay-timestamp. */
export function signedHeaders(
  prefix: string,
  secret: string,
  rawBody: string,
  nowMs: number,
): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    [`x-${prefix}-timestamp`]: timestamp,
    [`x-${prefix}-signature`]: sign(secret, timestamp, rawBody),
  };
}

/** Constant-time check of the signature, and a timestamp within the replay window either way. */
export function verifySignature(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string,
  nowMs: number,
): 'ok' | 'bad_signature' | 'stale' {
  if (!timestamp || !signature || !/^\d{9,11}$/.test(timestamp)) return 'bad_signature';
  const expected = Buffer.from(sign(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'bad_signature';
  return Math.abs(nowMs - Number(timestamp) * 1000) > REPLAY_WINDOW_MS ? 'stale' : 'ok';
}

/** One header's value whether Node gave a string or a list. */
export function headerValue(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** How one party posts a signed body to another; tests swap it for an in-process call. */
export type HttpPost = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number; body: string }>;

export const fetchPost: HttpPost = async (url, headers, body) => {
  const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: await res.text() };
};
