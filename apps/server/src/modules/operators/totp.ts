import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

/**
 * RFC 6238 codes (30 s, 6 digits, SHA-1) as authenticator apps make them; one step of clock drift
 * allowed. Answers the time step the code belongs to (so a caller can refuse a reused one), or null.
 */
export function totpStep(secretBase32: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const totp = new TOTP({
    secret: Secret.fromBase32(secretBase32),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  });
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / PERIOD_MS) + delta;
}

export function verifyTotp(secretBase32: string, code: string, now: number): boolean {
  return totpStep(secretBase32, code, now) !== null;
}

export function totpCode(secretBase32: string, now: number): string {
  return new TOTP({
    secret: Secret.fromBase32(secretBase32),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: now });
}

/** A new random secret and the otpauth:// address an authenticator app scans. */
export function newTotpSecret(account: string, issuer: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1', issuer, label: account });
  return { secret: secret.base32, uri: totp.toString() };
}
