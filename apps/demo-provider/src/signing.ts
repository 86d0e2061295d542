import { signedHeaders, verifySignature } from '@app/shared/node';

/** Both directions sign "<unix seconds>.<raw body>" with HMAC-SHA256 and the shared secret. */
export function signBody(secret: string, body: string, nowMs: number): Record<string, string> {
  return signedHeaders('provider', secret, body, nowMs);
}

export function verifyBody(
  secret: string,
  ts: string | undefined,
  signature: string | undefined,
  body: string,
  nowMs: number,
): boolean {
  return verifySignature(secret, ts, signature, body, nowMs) === 'ok';
}
