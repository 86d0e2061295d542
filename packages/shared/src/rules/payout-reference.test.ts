import { describe, expect, it } from 'vitest';
import { PAYOUT_REF_MSG, checkPayoutReference, payoutReferenceLabel } from './payout-reference.js';

const TRC_HASH = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const ERC_HASH = `0x${TRC_HASH}`;
const usdt = (chain: string) => ({ type: 1, chain });

describe('payout reference rule', () => {
  it('requires a chain transaction hash for USDT and AnToken payouts', () => {
    expect(checkPayoutReference(usdt('TRC20'), '')).toEqual({
      ok: false,
      message: PAYOUT_REF_MSG.hashRequired,
    });
    expect(checkPayoutReference({ type: 2, chain: 'TRC20' }, '   ')).toEqual({
      ok: false,
      message: PAYOUT_REF_MSG.hashRequired,
    });
  });

  it('checks the hash against the chain: TRC20 64 hex, ERC20 0x and 64 hex', () => {
    expect(checkPayoutReference(usdt('TRC20'), ERC_HASH).ok).toBe(false);
    expect(checkPayoutReference(usdt('TRC20'), TRC_HASH.slice(1))).toEqual({
      ok: false,
      message: PAYOUT_REF_MSG.trc20Format,
    });
    expect(checkPayoutReference(usdt('TRC20'), `${TRC_HASH.slice(1)}g`).ok).toBe(false);
    expect(checkPayoutReference(usdt('ERC20'), TRC_HASH)).toEqual({
      ok: false,
      message: PAYOUT_REF_MSG.erc20Format,
    });
    expect(checkPayoutReference(usdt('ERC20'), `${ERC_HASH}0`).ok).toBe(false);
  });

  it('keeps one spelling of a hash: trimmed and lower case, so a repeat is found whatever its case', () => {
    expect(checkPayoutReference(usdt('TRC20'), ` ${TRC_HASH.toUpperCase()} `)).toEqual({
      ok: true,
      reference: TRC_HASH,
    });
    expect(checkPayoutReference(usdt('ERC20'), `0X${TRC_HASH.toUpperCase()}`)).toEqual({
      ok: true,
      reference: ERC_HASH,
    });
  });

  it('takes a bank reference when given: 4-64 letters, digits and dashes', () => {
    expect(checkPayoutReference({ type: 0, chain: '' }, '')).toEqual({ ok: true, reference: '' });
    expect(checkPayoutReference({ type: 0, chain: '' }, ' HX20261122-0042 ')).toEqual({
      ok: true,
      reference: 'HX20261122-0042',
    });
    for (const bad of ['abc', '流水号20261122', 'HX 2026 1122', 'x'.repeat(65), 'A_1234']) {
      expect(checkPayoutReference({ type: 0, chain: '' }, bad)).toEqual({
        ok: false,
        message: PAYOUT_REF_MSG.bankFormat,
      });
    }
  });

  it('names the reference for the player and the back office', () => {
    expect(payoutReferenceLabel(0)).toBe('银行流水号');
    expect(payoutReferenceLabel(1)).toBe('交易哈希');
    expect(payoutReferenceLabel(2)).toBe('交易哈希');
  });
});
