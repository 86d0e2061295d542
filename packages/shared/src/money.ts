/**
 * Money on the wire is yuan with two decimals ("1234.50"); everywhere else it is an
 * integer number of fen. Floats never hold money: parsing goes through the decimal string.
 */
const YUAN_PATTERN = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Parses a yuan amount given as a number or numeric string into fen; null when it is not a valid amount. */
export function parseYuanToFen(input: unknown): number | null {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    // toFixed(2) would round 0.005 up; an amount with more than two decimals is not money we accept.
    text = String(input);
    if (/e/i.test(text)) return null;
  } else if (typeof input === 'string') {
    text = input.trim();
  } else {
    return null;
  }
  const match = YUAN_PATTERN.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const fen = whole * 100 + cents;
  return Number.isSafeInteger(fen) ? fen : null;
}

/** Fen from signed yuan ("-50", "+12.5", "30"): an adjustment, a threshold; null when it is not one. */
export function parseSignedYuanToFen(input: unknown): number | null {
  const text = (typeof input === 'number' ? String(input) : typeof input === 'string' ? input : '').trim();
  const fen = parseYuanToFen(text.replace(/^[-+]/, ''));
  return fen === null ? null : text.startsWith('-') ? -fen : fen;
}

/** Formats fen as yuan with two decimals: 123450 -> "1234.50", -5 -> "-0.05". */
export function formatFen(fen: number | bigint): string {
  const value = BigInt(fen);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const yuan = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${yuan}.${cents}`;
}

/**
 * Converts a yuan amount (in fen) into USDT at `rate` yuan per USDT, floored to 2 decimals,
 * returned in USDT cents. The rate is given with up to 4 decimals as a string or number.
 */
export function fenToUsdtCents(fen: number, rate: string | number): number {
  const rateText = String(rate).trim();
  const m = /^(\d+)(?:\.(\d{1,4}))?$/.exec(rateText);
  if (!m) throw new Error('invalid rate');
  const rate10k = BigInt(m[1]!) * 10000n + BigInt((m[2] ?? '').padEnd(4, '0'));
  if (rate10k === 0n) throw new Error('invalid rate');
  // usdtCents = floor(fen / rate) where fen is yuan*100, so usdt*100 = fen / rate.
  return Number((BigInt(fen) * 10000n) / rate10k);
}
