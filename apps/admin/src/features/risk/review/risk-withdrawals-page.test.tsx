import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RiskWithdrawalRow } from '@app/shared/admin-contract';
import { answer, answerOperator, ok, renderConsole } from '../../../test/render';
import { RiskWithdrawalsPage } from './risk-withdrawals-page';

const QUEUE = '/admin/api/risk/withdrawals';
const ROW: RiskWithdrawalRow = {
  id: 31,
  order_no: 'W202611280001',
  user_id: 9,
  username: 'taoxian66',
  type: 0,
  bank: '中国建设银行',
  bank_no: '6217000010088776655',
  amount: '480.00',
  created_at: '2026-11-28 18:34:19',
  withdrawal_state: 1,
  state: 'review',
  score: 50,
  reasons: [
    {
      code: 'low_turnover',
      label: '投注不足（疑似套现）',
      detail: '有效投注 120.00 元 < 充值 500.00 元 × 1',
    },
    { code: 'new_card', label: '新绑定收款账户', detail: '银行卡 6217…6655 绑定 2.7 小时 < 24 小时' },
  ],
  reviewed_at: '',
  note: '',
};

function renderQueue() {
  answerOperator('risk');
  const reads = answer('get', QUEUE, ok({ total: 1, data: [ROW] }));
  const view = renderConsole(<RiskWithdrawalsPage />);
  const row = async () => within((await screen.findByText('taoxian66')).closest('tr')!);
  return { ...view, reads, row };
}

describe('RiskWithdrawalsPage', () => {
  it('lists each withdrawal in review with its score and every reason with its figures', async () => {
    const { row, reads } = renderQueue();
    const r = await row();
    expect(r.getByText('风险分 50')).toBeInTheDocument();
    expect(r.getByText('投注不足（疑似套现）')).toBeInTheDocument();
    expect(r.getByText('有效投注 120.00 元 < 充值 500.00 元 × 1')).toBeInTheDocument();
    expect(r.getByText('银行卡 6217…6655 绑定 2.7 小时 < 24 小时')).toBeInTheDocument();
    expect(reads[0]?.url.search).toBe('?state=review&page=1&per_page=20');
  });

  it('passes one after the confirmation', async () => {
    const passes = answer('post', `${QUEUE}/:id/pass`, ok(null, '已放行，等待财务出款'));
    const { user, row } = renderQueue();
    await user.click((await row()).getByRole('button', { name: '放行' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: '放行' }));
    expect(await screen.findByText('已放行，等待财务出款')).toBeInTheDocument();
    expect(passes.map((c) => c.url.pathname)).toEqual([`${QUEUE}/31/pass`]);
  });

  it('refuses one with a reason', async () => {
    const refusals = answer('post', `${QUEUE}/:id/refuse`, ok(null, '已拒绝'));
    const { user, row } = renderQueue();
    await user.click((await row()).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText('对打套利嫌疑'));
    await user.click(within(dialog).getByRole('button', { name: '拒绝并退回' }));
    await waitFor(() => expect(refusals.map((c) => c.body)).toEqual([{ reason: '对打套利嫌疑' }]));
  });
});
