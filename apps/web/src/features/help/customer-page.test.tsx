import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HELP_PATHS, namedHelpPaths, type HelpFigures } from '@app/shared';
import { answer, ok, renderScreen } from '../../test/render';
import { GUIDE_ITEMS } from './components/guide-items';
import CustomerPage from './customer-page';

const FIGURES: HelpFigures = {
  deposit_min: '150',
  deposit_min_usdt_trc20: '150',
  deposit_min_usdt_erc20: '800',
  withdraw_min: '200',
  withdraw_max: '50,000',
  withdraw_daily_count: '5',
  withdraw_hours: '全天24小时',
  withdraw_fee_usdt_trc20: '1',
  withdraw_fee_usdt_erc20: '5',
};

describe('/customer beginner guide', () => {
  it('quotes the site’s live figures, never 1元起 or 零手续费', async () => {
    answer('post', '/api/helpFigures', ok(FIGURES));
    const { user, container } = renderScreen(<CustomerPage />, { path: '/customer', loggedIn: false });

    expect(await screen.findByText('存款150元起 · 取款0-3分钟到账 · 银行卡取款免手续费')).toBeInTheDocument();
    await user.click(screen.getByText('如何存款？'));
    expect(await screen.findByText(/单笔最低存款150元，USDT-ERC20 通道单笔最低800元/)).toBeInTheDocument();
    await user.click(screen.getByText('如何取款？'));
    expect(await screen.findByText(/单笔最低200元.*TRC20 1 USDT、ERC20 5 USDT/)).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\{[a-z_]+\}|1元起|零手续费|不收取任何手续费/);
  });

  it('names only ways through the site that exist', () => {
    const named = GUIDE_ITEMS.flatMap((item) => item.answer.flatMap(namedHelpPaths));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((phrase) => !(phrase in HELP_PATHS))).toEqual([]);
  });
});
