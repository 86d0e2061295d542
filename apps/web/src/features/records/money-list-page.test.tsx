import { screen, waitFor } from '@testing-library/react';
import { delay } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, ok, renderScreen } from '../../test/render';
import MoneyListPage from './money-list-page';

const record = (order: string, amount: string) => ({
  out_trade_no: order,
  amount,
  pay_way: 'PP电子',
  state: 1,
  created_at: '2026-11-25 10:00:00',
});

/** Transfers in and out, each sub-tab's answer held back so the switch can be watched. */
function answerRecords() {
  answer('post', '/api/balancelist', ok([{ platname: 'pp', name: 'PP电子', balance: '0.00' }]));
  return answer('post', '/api/gettransrecord', async ({ body }) => {
    const { type, page } = body as { type: number; page: number };
    await delay(type === 4 || page === 2 ? 300 : 0);
    const rows = type === 3 ? [record(`IN${page}`, '100.00')] : type === 4 ? [record('OUT1', '98.70')] : [];
    return ok({ data: rows, total: type === 3 ? 20 : rows.length, current_page: page, last_page: 2 });
  });
}

describe('MoneyListPage', () => {
  it('never shows one sub-tab’s records under another while the new ones load', async () => {
    answerRecords();
    const { user } = renderScreen(<MoneyListPage />, { path: '/meyList' });

    await user.click(await screen.findByRole('tab', { name: '转入' }));
    expect(await screen.findByText('+100.00')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '转出' }));
    // The transfer in must not be redrawn as an outgoing −100.00 while 转出 loads.
    expect(screen.queryByText('-100.00')).not.toBeInTheDocument();
    expect(screen.queryByText('+100.00')).not.toBeInTheDocument();
    expect(await screen.findByText('-98.70')).toBeInTheDocument();
  });

  it('keeps the current page on screen while the next page of the same sub-tab loads', async () => {
    const calls = answerRecords();
    const { user } = renderScreen(<MoneyListPage />, { path: '/meyList' });
    await user.click(await screen.findByRole('tab', { name: '转入' }));
    await screen.findByText('IN1');

    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(calls.some((c) => (c.body as { page: number }).page === 2)).toBe(true));
    expect(screen.getByText('IN1')).toBeInTheDocument();
    expect(await screen.findByText('IN2')).toBeInTheDocument();
  });
});
