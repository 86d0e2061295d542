import { createHash, randomBytes } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Buffer | null {
  let value = 0n;
  for (const ch of text) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const hex = value.toString(16).padStart(2, '0');
  const bytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const leadingZeros = text.match(/^1*/)![0].length;
  return Buffer.concat([Buffer.alloc(leadingZeros), bytes]);
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest();

/** A TRON address is base58check of 0x41 + 20 bytes: a typo fails its 4-byte checksum. */
export function isValidTronAddress(address: string): boolean {
  const raw = base58Decode(address);
  if (!raw || raw.length !== 25 || raw[0] !== 0x41) return false;
  const payload = raw.subarray(0, 21);
  return sha256(sha256(payload)).subarray(0, 4).equals(raw.subarray(21));
}

function base58Encode(bytes: Buffer): string {
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  return out;
}

/**
 * A fresh TRON address: base58check of 0x41 and 20 random bytes (deposit addresses, tests), or of
 * the 20 bytes given (the demo's fixed addresses).
 */
export function newTronAddress(body: Buffer = randomBytes(20)): string {
  const payload = Buffer.concat([Buffer.from([0x41]), body.subarray(0, 20)]);
  return base58Encode(Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]));
}

export function newEthAddress(): string {
  return `0x${randomBytes(20).toString('hex')}`;
}
