import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerPlayer, ok, pick, refuse, renderScreen, TEST_USER } from '../../test/render';
import TransferPage from './transfer-page';

const PLATFORMS = [
  { platname: 'ag', name: 'AG真人', balance: '20.00' },
  { platname: 'ky', name: '开元棋牌', balance: '0.00' },
];

/** The screen's reads: profile, balance and the polled platform wallets. */
function answerTransferScreen(transferstatus: 0 | 1 = 0, platforms: Response = ok(PLATFORMS)) {
  answerPlayer({ balance: '3388.00', transferstatus });
  answer('post', '/api/balancelist2', platforms);
  return answer('post', '/api/transfer', ok(null, '转账成功'));
}

function renderTransfer() {
  const view = renderScreen(<TransferPage />, { path: '/transfer' });
  const submit = () => view.user.click(screen.getByRole('button', { name: '确认转账' }));
  const source = () => screen.getByTestId('transfer-source');
  const target = () => screen.getByTestId('transfer-target');
  return { ...view, submit, source, target };
}

describe('TransferPage', () => {
  it('checks the form in the spec order, posts the transfer, then starts again', async () => {
    const transfers = answerTransferScreen();
    const balanceReads = answer('post', '/api/balance', ok({ balance: '3388.00', gameblance: '20.00' }));
    const { user, submit, source, target } = renderTransfer();

    await submit();
    expect(await screen.findByText('请输入操作金额！')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入转账金额'), '50');
    await submit();
    expect(await screen.findByText('请选择转出平台')).toBeInTheDocument();
    await user.click(source());
    await pick(user, '平台钱包');
    await submit();
    expect(await screen.findByText('请选择转入平台')).toBeInTheDocument();
    expect(transfers).toHaveLength(0);
    await user.click(target());
    await pick(user, 'AG真人');
    expect(source()).toHaveTextContent('平台钱包');
    expect(target()).toHaveTextContent('AG真人¥20.00');
    const readsBefore = balanceReads.length;
    await submit();

    expect(await screen.findByText('转账成功')).toBeInTheDocument();
    expect(transfers.map((c) => c.body)).toEqual([
      { amount: '50', sourcetype: 'userbalance', targettype: 'ag' },
    ]);
    await waitFor(() => expect(source()).toHaveTextContent('请选择'));
    expect(target()).toHaveTextContent('请选择');
    expect(screen.getByPlaceholderText('请输入转账金额')).toHaveValue('');
    // Every balance reloads after a transfer (spec 001 §7).
    await waitFor(() => expect(balanceReads.length).toBeGreaterThan(readsBefore));
  });

  it('puts the main wallet opposite a game wallet, and swaps the two', async () => {
    const transfers = answerTransferScreen();
    const { user, submit, source, target } = renderTransfer();

    await user.click(source());
    await pick(user, '开元棋牌');
    expect(target()).toHaveTextContent('平台钱包');
    await user.click(screen.getByRole('button', { name: '交换转出和转入钱包' }));
    expect(source()).toHaveTextContent('平台钱包');
    expect(target()).toHaveTextContent('开元棋牌');
    await user.type(screen.getByPlaceholderText('请输入转账金额'), '12.5');
    await submit();

    await screen.findByText('转账成功');
    expect(transfers.map((c) => c.body)).toEqual([
      { amount: '12.5', sourcetype: 'userbalance', targettype: 'ky' },
    ]);
  });

  it('never lets one choice undo the other: each picker leaves out the other side’s wallet', async () => {
    answerTransferScreen();
    const { user, source, target } = renderTransfer();

    // The picker opens on its first wallet; confirming it without scrolling must not clear the source.
    await user.click(source());
    await pick(user, '平台钱包');
    await user.click(target());
    const picker = await waitFor(() => document.querySelector<HTMLElement>('.adm-picker')!);
    await waitFor(() => expect(within(picker).getAllByText(/AG真人/).length).toBeGreaterThan(0));
    expect(within(picker).queryByText(/平台钱包/)).not.toBeInTheDocument();
    await pick(user, 'AG真人');
    expect(source()).toHaveTextContent('平台钱包');
    expect(target()).toHaveTextContent('AG真人');

    // A game wallet on the source side puts 平台钱包 opposite, and the source picker leaves it out.
    await user.click(source());
    await pick(user, '开元棋牌');
    expect(target()).toHaveTextContent('平台钱包');
    expect(source()).toHaveTextContent('开元棋牌');
  });

  it('shows the server refusal and keeps what was entered', async () => {
    answerTransferScreen();
    answer('post', '/api/transfer', refuse('该游戏平台维护中，请稍后再试'));
    const { user, submit, source } = renderTransfer();

    await user.click(source());
    await pick(user, 'AG真人');
    await user.type(screen.getByPlaceholderText('请输入转账金额'), '20');
    await submit();

    expect(await screen.findByText('该游戏平台维护中，请稍后再试')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入转账金额')).toHaveValue('20');
    expect(source()).toHaveTextContent('AG真人');
  });

  it('hides the form in seamless mode and shows it again when the switch turns it off', async () => {
    answerTransferScreen(1);
    // The server keeps the mode: the profile read again after the switch says what was set.
    let transferstatus = 1;
    answer('post', '/api/user', () => ok({ ...TEST_USER, transferstatus }));
    const modes = answer('post', '/api/uptransferstatus', ({ body }) => {
      transferstatus = (body as { transferstatus: number }).transferstatus;
      return ok(null, '操作成功！');
    });
    const { user } = renderTransfer();

    expect(await screen.findByText('AG真人')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: '免转模式' })).toBeChecked());
    expect(screen.queryByText('手动转账')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: '免转模式' }));

    expect(await screen.findByText('操作成功！')).toBeInTheDocument();
    expect(modes.map((c) => c.body)).toEqual([{ transferstatus: 0 }]);
    expect(await screen.findByText('手动转账')).toBeInTheDocument();
  });

  it('shows the platform wallets loading, then that there is none', async () => {
    answerTransferScreen(0, ok([]));
    renderTransfer();
    expect(screen.getByLabelText('游戏钱包加载中')).toBeInTheDocument();
    expect(await screen.findByText('暂无游戏平台')).toBeInTheDocument();
  });

  it('shows why the platform wallets could not be read', async () => {
    answerTransferScreen(0, refuse('服务器异常，请稍后再试', 500));
    renderTransfer();
    expect(await screen.findByText('服务器异常，请稍后再试')).toBeInTheDocument();
  });
});
