import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardRecord } from '@app/shared';
import { answer, answerCards, answerPlayer, navigatedTo, ok, refuse, renderScreen } from '../../test/render';
import WithdrawPage from './withdraw-page';

const BANK_CARD: CardRecord = {
  id: 11,
  type: 1,
  bank: '中国银行',
  bank_no: '6222020012345678',
  bank_owner: '张三',
  bank_address: '北京朝阳支行',
  ico: '/img/cards/bank.svg',
};
const usdtAddress = (id: number, chain: string): CardRecord => ({
  id,
  type: 2,
  bank: 'USDT',
  bank_no: `T${chain}000000000000000000000000000${id}`,
  bank_owner: chain,
  bank_address: '',
  ico: '/img/cards/usdt.svg',
});

/** The screen's reads: profile, balance, turnover and the bound cards. */
function answerWithdrawScreen(cards: Parameters<typeof answerCards>[0] = { 1: [BANK_CARD] }) {
  answerPlayer({ balance: '3388.00', withdrawusdtrate: '7.25', withdrawcashfee: '5.00' });
  answer('post', '/api/getBetAmount', ok({ bet_amount: '120.00' }));
  answerCards(cards);
  return answer('post', '/api/withdraw', ok(null, '提交成功，等待后台审核'));
}

function renderWithdraw() {
  const view = renderScreen(<WithdrawPage />, { path: '/withdraw' });
  const submit = () => view.user.click(screen.getByRole('button', { name: '立即取款' }));
  return { ...view, submit };
}

describe('WithdrawPage', () => {
  it('checks a bank withdrawal in the spec order, posts it and opens the records 1.5 s later', async () => {
    const requests = answerWithdrawScreen();
    const { user, submit } = renderWithdraw();

    await waitFor(() => expect(screen.getByTestId('withdraw-balance')).toHaveTextContent('3,388.00'));
    await waitFor(() => expect(screen.getByTestId('bet-amount')).toHaveTextContent('120.00'));
    await submit();
    expect(await screen.findByText('单笔取款不能低于100元')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入取款金额'), '99.99');
    await submit();
    expect(await screen.findByText('单笔取款不能低于100元')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('请输入取款金额'));
    await user.type(screen.getByPlaceholderText('请输入取款金额'), '150.5');
    await submit();
    expect(await screen.findByText('请选择您要提现到的银行卡')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /中国银行/ }));
    await submit();
    expect(await screen.findByText('请输入您的支付密码')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    // Digits only, at most six.
    await user.type(screen.getByPlaceholderText('请输入6位数字支付密码'), 'ab1234567');
    await submit();

    expect(await screen.findByText('提交成功，等待后台审核')).toBeInTheDocument();
    expect(requests.map((c) => c.body)).toEqual([{ amount: '150.5', bank: 11, password: '123456' }]);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(await navigatedTo({ timeout: 3000 })).toBe('/fundingRecords');
  });

  it('asks for the address first on a wallet withdrawal and shows the fee of its chain', async () => {
    const requests = answerWithdrawScreen({
      1: [BANK_CARD],
      2: [usdtAddress(21, 'TRC20'), usdtAddress(22, 'ERC20')],
    });
    const { user, submit } = renderWithdraw();

    await user.click(await screen.findByText('虚拟币钱包'));
    await submit();
    expect(await screen.findByText('请选择钱包地址')).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /ERC20/ }));
    await user.type(screen.getByPlaceholderText('请输入取款金额'), '1000');
    // 1000 / 7.25 = 137.93 USDT, less the ERC20 fee of 5.00.
    const payout = screen.getByTestId('usdt-payout');
    expect(within(payout).getByText('5.00 USDT/笔')).toBeInTheDocument();
    expect(within(payout).getByText('137.93 USDT')).toBeInTheDocument();
    expect(screen.getByTestId('usdt-received')).toHaveTextContent('132.93 USDT');
    await user.click(screen.getByRole('radio', { name: /TRC20/ }));
    expect(within(payout).getByText('1.00 USDT/笔')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入6位数字支付密码'), '654321');
    await submit();

    expect(await screen.findByText('提交成功，等待后台审核')).toBeInTheDocument();
    expect(requests.map((c) => c.body)).toEqual([{ amount: '1000', bank: 21, password: '654321' }]);
  });

  it('clears target, amount and password when the type changes', async () => {
    answerWithdrawScreen({ 1: [BANK_CARD], 2: [usdtAddress(21, 'TRC20')] });
    const { user } = renderWithdraw();

    await user.click(await screen.findByRole('radio', { name: /中国银行/ }));
    await user.type(screen.getByPlaceholderText('请输入取款金额'), '500');
    await user.type(screen.getByPlaceholderText('请输入6位数字支付密码'), '123456');
    await user.click(screen.getByText('虚拟币钱包'));
    await user.click(screen.getByText('银行卡'));

    expect(screen.getByPlaceholderText('请输入取款金额')).toHaveValue('');
    expect(screen.getByPlaceholderText('请输入6位数字支付密码')).toHaveValue('');
    expect(screen.getByRole('radio', { name: /中国银行/ })).not.toBeChecked();
  });

  it('shows the server refusal and stays on the screen', async () => {
    answerWithdrawScreen();
    const requests = answer('post', '/api/withdraw', refuse('您还需完成打码量120.00元才能取款'));
    const { user, submit } = renderWithdraw();

    await user.click(await screen.findByRole('radio', { name: /中国银行/ }));
    await user.type(screen.getByPlaceholderText('请输入取款金额'), '200');
    await user.type(screen.getByPlaceholderText('请输入6位数字支付密码'), '123456');
    await submit();

    expect(await screen.findByText('您还需完成打码量120.00元才能取款')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(screen.getByRole('button', { name: '立即取款' })).toBeEnabled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('offers to bind a card when none is bound', async () => {
    answerWithdrawScreen({});
    const { user } = renderWithdraw();
    expect(screen.getByText('加载中')).toBeInTheDocument();
    expect(await screen.findByText('暂未绑定银行卡')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去绑定' }));
    expect(await navigatedTo()).toBe('/addBankCard');
  });

  it('shows a refused card list with a retry', async () => {
    answerWithdrawScreen();
    answer('post', '/api/getcard', refuse('服务器异常，请稍后再试', 500));
    const { user } = renderWithdraw();
    const retry = await screen.findByText('服务器异常，请稍后再试，点击重试');
    answerCards({ 1: [BANK_CARD] });
    await user.click(retry);
    expect(await screen.findByRole('radio', { name: /中国银行/ })).toBeInTheDocument();
  });
});
