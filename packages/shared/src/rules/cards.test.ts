import { describe, expect, it } from 'vitest';
import {
  CARD_MSG,
  checkAddressFormat,
  maskCardNo,
  validateBankCard,
  validateUnbind,
  validateWallet,
} from './cards.js';

const card = {
  bank_owner: '张三',
  bank: '中国银行',
  bank_address: '北京分行',
  bank_no: '6222020200112233',
  pay_pass: '123456',
};

describe('bank card bind rules in the spec order', () => {
  it.each([
    [{ bank_owner: ' ' }, CARD_MSG.holderRequired],
    [{ bank: '' }, CARD_MSG.bankRequired],
    [{ bank_address: '' }, CARD_MSG.branchRequired],
    [{ bank_no: '' }, CARD_MSG.cardNoRequired],
    [{ pay_pass: '' }, CARD_MSG.payPassRequired],
    [{ bank_no: '1234567' }, CARD_MSG.cardNoLength],
    [{ bank_no: '12345678901234567890' }, CARD_MSG.cardNoLength],
    [{ bank_no: '1234abcd5678' }, CARD_MSG.cardNoLength],
    [{ pay_pass: '12345' }, CARD_MSG.payPassLength],
  ])('%o', (patch, message) => expect(validateBankCard({ ...card, ...patch })).toBe(message));
  it('accepts a valid card', () => expect(validateBankCard(card)).toBeNull());
});

describe('wallet address rules', () => {
  const trc = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
  const erc = '0x52908400098527886E0F7030069857D2E4169EE7';
  it('checks required fields in order, then the protocol and format', () => {
    expect(validateWallet(2, { address: '', protocol: 'TRC20', pay_pass: '1' })).toBe(
      CARD_MSG.usdtAddressRequired,
    );
    expect(validateWallet(4, { address: '', protocol: 'TRC20', pay_pass: '1' })).toBe(
      CARD_MSG.walletAddressRequired,
    );
    expect(validateWallet(2, { address: trc, protocol: '', pay_pass: '1' })).toBe(CARD_MSG.protocolRequired);
    expect(validateWallet(2, { address: trc, protocol: 'TRC20', pay_pass: '' })).toBe(
      CARD_MSG.payPassRequired,
    );
    expect(validateWallet(4, { address: erc, protocol: 'ERC20', pay_pass: '123456' })).toBe(
      CARD_MSG.tokenTrc20Only,
    );
    expect(validateWallet(2, { address: erc, protocol: 'TRC20', pay_pass: '123456' })).toBe(
      CARD_MSG.addressFormat,
    );
    expect(validateWallet(2, { address: trc, protocol: 'TRC20', pay_pass: '123456' })).toBeNull();
    expect(validateWallet(2, { address: erc, protocol: 'ERC20', pay_pass: '123456' })).toBeNull();
  });
  it('knows the shapes of both chains', () => {
    expect(checkAddressFormat('TRC20', 'T' + '0'.repeat(33))).toBe(CARD_MSG.addressFormat); // 0 is not base58
    expect(checkAddressFormat('ERC20', '0x' + 'g'.repeat(40))).toBe(CARD_MSG.addressFormat);
  });
  it('unbind needs a 6-digit password', () => {
    expect(validateUnbind('12345')).toBe(CARD_MSG.unbindPayPass);
    expect(validateUnbind('123456')).toBeNull();
  });
  it('masks card numbers', () => expect(maskCardNo('6222020200112233')).toBe('6222 **** **** 2233'));
});
