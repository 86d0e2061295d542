import { describe, expect, it } from 'vitest';
import { isValidTronAddress, newTronAddress } from './chain-address.js';

describe('TRON address checksum', () => {
  it('accepts real addresses and refuses a one-character typo', () => {
    expect(isValidTronAddress('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8')).toBe(true);
    expect(isValidTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isValidTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isValidTronAddress('T' + '1'.repeat(33))).toBe(false);
    for (let i = 0; i < 20; i++) expect(isValidTronAddress(newTronAddress())).toBe(true);
  });
});
