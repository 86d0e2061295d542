import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, ok, renderScreen } from '../../../test/render';
import { CHANNELS } from './channels';
import { DepositTips } from './deposit-tips';

function answerRanges() {
  return answer('post', '/api/getPayRange', ({ body }) =>
    ok(
      (body as { type: string }).type === 'usdt-erc20'
        ? { min_price: 500, max_price: 50000 }
        : { min_price: 100, max_price: 50000 },
    ),
  );
}

describe('DepositTips', () => {
  it('gives digital currency each protocol’s own range: ERC20’s minimum is its own', async () => {
    answerRanges();
    renderScreen(<DepositTips selected={CHANNELS.usdt} />, { path: '/wallet' });
    expect(
      await screen.findByText(
        '数字货币单笔存款限额：TRC20 100.00 - 50,000.00 元，ERC20 500.00 - 50,000.00 元。',
      ),
    ).toBeInTheDocument();
  });

  it('gives any other channel its one range', async () => {
    answerRanges();
    renderScreen(<DepositTips selected={CHANNELS.card} />, { path: '/wallet' });
    expect(await screen.findByText('银联卡单笔存款限额 100.00 - 50,000.00 元。')).toBeInTheDocument();
  });
});
