import { describe, expect, it } from 'vitest';
import { fenToUsdtCents, formatFen, parseYuanToFen } from './money.js';

describe('money', () => {
  it('parses yuan given as numbers or strings into integer fen', () => {
    expect(parseYuanToFen('1234.5')).toBe(123450);
    expect(parseYuanToFen(100)).toBe(10000);
    expect(parseYuanToFen('0.01')).toBe(1);
    expect(parseYuanToFen(' 88 ')).toBe(8800);
    expect(parseYuanToFen(0.1 + 0.2)).toBeNull(); // 0.30000000000000004 is not an amount
  });

  it('refuses anything that is not a plain non-negative amount with at most two decimals', () => {
    for (const bad of [
      '',
      'abc',
      '-1',
      '1.234',
      '1e5',
      'NaN',
      '1,000',
      null,
      undefined,
      {},
      [],
      -5,
      Infinity,
      '99999999999999',
    ])
      expect(parseYuanToFen(bad)).toBeNull();
  });

  it('formats fen as yuan with two decimals', () => {
    expect(formatFen(123450)).toBe('1234.50');
    expect(formatFen(5)).toBe('0.05');
    expect(formatFen(-5)).toBe('-0.05');
    expect(formatFen(0)).toBe('0.00');
  });

  it('converts yuan to USDT floored to the cent', () => {
    expect(fenToUsdtCents(10000, '7.20')).toBe(1388); // 100 / 7.2 = 13.888…
    expect(fenToUsdtCents(72000, 7.2)).toBe(10000);
    expect(() => fenToUsdtCents(100, '0')).toThrow();
  });
});
