import { describe, expect, it } from 'vitest';
import { BLOCK_MSG, blockDaysOf, checkBlockValue, walletKey } from './risk-blocks.js';

describe('blocklist values', () => {
  it('keeps each kind as one text, refusing what the kind cannot hold', () => {
    expect(checkBlockValue('ip_range', '2001:db8::/8')).toEqual({ refused: BLOCK_MSG.rangeTooWide });
    expect(checkBlockValue('ip_range', '10.0.0.0/8')).toEqual({ value: '10.0.0.0/8' });
    expect(checkBlockValue('card', '6222 0000 1111 2222')).toEqual({ value: '6222000011112222' });
    expect(checkBlockValue('device', 'a'.repeat(65))).toEqual({ refused: BLOCK_MSG.device });
    expect(checkBlockValue('address', ' ')).toEqual({ refused: BLOCK_MSG.valueRequired });
  });

  it('compares ERC20 addresses without letter case and TRC20 ones with it', () => {
    expect(walletKey('0xABCDEF0123456789abcdef0123456789ABCDEF01')).toBe(
      '0xabcdef0123456789abcdef0123456789abcdef01',
    );
    expect(walletKey('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBe('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE');
  });

  it('reads days of expiry, 0 (or none) until lifted', () => {
    expect(blockDaysOf(undefined)).toBe(0);
    expect(blockDaysOf('30')).toBe(30);
    expect(blockDaysOf(7)).toBe(7);
    for (const bad of [-1, 1.5, '3651', 'x', '1e2']) expect(blockDaysOf(bad), String(bad)).toBeNull();
  });
});
