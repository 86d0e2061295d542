import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '@app/shared';
import { answer, ok, renderScreen } from '../../test/render';
import FundingRecordsPage from './funding-records-page';

const HASH = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const step = (label: string, at = '2026-11-22 12:05:00') => ({ label, at });

const PAID_USDT: TransactionRecord = {
  created_at: '2026-11-22 12:00:00',
  out_trade_no: 'W202611220001',
  pay_way: 'USDT',
  amount: '720.00',
  state: 2,
  payout_reference: { label: '交易哈希', value: HASH },
  progress: [
    step('提交申请', '2026-11-22 12:00:00'),
    step('审核通过'),
    { ...step('已出款'), reference: { label: '交易哈希', value: HASH } },
  ],
};
const PAID_BANK: TransactionRecord = {
  ...PAID_USDT,
  out_trade_no: 'W202611220002',
  pay_way: '银行卡',
  payout_reference: { label: '银行流水号', value: '2026112200042137' },
  progress: [step('提交申请'), step('审核通过'), step('已出款')],
};
const WAITING: TransactionRecord = {
  ...PAID_USDT,
  out_trade_no: 'W202611220003',
  state: 1,
  payout_reference: undefined,
  progress: [step('提交申请'), step('审核中', ''), step('出款', '')],
};

function renderRecords() {
  answer('post', '/api/gettransrecord', ok({ data: [PAID_USDT, PAID_BANK, WAITING], total: 3 }));
  const view = renderScreen(<FundingRecordsPage />, { path: '/fundingRecords' });
  const row = async (order: string) => {
    await screen.findByText(order);
    return within(document.querySelector<HTMLElement>(`[data-order="${order}"]`)!);
  };
  return { ...view, row };
}

describe('FundingRecordsPage: a paid withdrawal’s reference', () => {
  it('shows the USDT transaction hash on the record, copied whole with one tap', async () => {
    const { user, row } = renderRecords();
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });

    const usdt = await row('W202611220001');
    const reference = usdt.getByTestId('payout-reference');
    expect(reference).toHaveTextContent('交易哈希');
    expect(reference).toHaveTextContent('a3f1c2d4e5…ccddeeff00');
    await user.click(usdt.getByRole('button', { name: '复制交易哈希' }));
    // user-event's clipboard stands in for the phone's.
    await waitFor(async () => expect(await navigator.clipboard.readText()).toBe(HASH));
  });

  it('shows the whole hash on the progress’s 已出款 step, and a bank reference as such', async () => {
    const { user, row } = renderRecords();
    const usdt = await row('W202611220001');
    await user.click(usdt.getByRole('button', { name: '查看进度' }));
    expect(usdt.getByTestId('step-reference')).toHaveTextContent(`交易哈希：${HASH}`);

    const bank = await row('W202611220002');
    expect(bank.getByTestId('payout-reference')).toHaveTextContent('银行流水号2026112200042137');
    expect((await row('W202611220003')).queryByTestId('payout-reference')).toBeNull();
  });
});
