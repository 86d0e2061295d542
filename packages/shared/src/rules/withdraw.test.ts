import { describe, expect, it } from 'vitest';
import { WITHDRAW_MSG, usdtPayout, validateWithdrawForm } from './withdraw.js';

describe('withdraw form rules in the spec order', () => {
  it('bank card: amount, then card, then password', () => {
    expect(validateWithdrawForm(0, { amount: '99', target: null, password: '' })).toBe(WITHDRAW_MSG.belowMin);
    expect(validateWithdrawForm(0, { amount: 'abc', target: 1, password: '1' })).toBe(WITHDRAW_MSG.belowMin);
    expect(validateWithdrawForm(0, { amount: '100', target: null, password: '' })).toBe(
      WITHDRAW_MSG.chooseCard,
    );
    expect(validateWithdrawForm(0, { amount: '100', target: 3, password: '' })).toBe(
      WITHDRAW_MSG.passwordRequired,
    );
    expect(validateWithdrawForm(0, { amount: '100', target: 3, password: '123456' })).toBeNull();
  });
  it('wallet: address, then amount, then password', () => {
    expect(validateWithdrawForm(1, { amount: '99', target: null, password: '' })).toBe(
      WITHDRAW_MSG.chooseAddress,
    );
    expect(validateWithdrawForm(2, { amount: '99', target: 4, password: '' })).toBe(WITHDRAW_MSG.belowMin);
    expect(validateWithdrawForm(1, { amount: '150', target: 4, password: '' })).toBe(
      WITHDRAW_MSG.passwordRequired,
    );
  });
  it('pays out the floored USDT amount less the chain fee', () => {
    expect(usdtPayout(100_000, '7.20', 'TRC20', { erc20: '5.00', other: '1.00' })).toEqual({
      converted: 13_888,
      fee: 100,
      received: 13_788,
    });
    expect(usdtPayout(100_000, '7.20', 'ERC20', { erc20: '5.00', other: '1.00' })).toEqual({
      converted: 13_888,
      fee: 500,
      received: 13_388,
    });
  });
});
