import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAYOUT_REF_MSG } from '@app/shared';
import { answer, answerOperator, ok, refuse, renderConsole } from '../../test/render';
import { withdrawal } from '../../test/orders';
import { WithdrawalsPage } from './withdrawals-page';

const PENDING = '/admin/api/withdrawals/pending';
const HASH = 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';

const ROWS = [
  withdrawal({}),
  withdrawal({
    id: 13,
    order_no: 'W202606010002',
    username: 'lucky66',
    type: 1,
    bank: 'USDT',
    bank_no: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    bank_owner: 'TRC20',
    amount: '725.00',
    usdt_rate: '7.25',
    fee_usdt: '1.00',
    receive_usdt: '99.00',
  }),
];

function renderQueue(pending: Response = ok({ total: ROWS.length, data: ROWS })) {
  answerOperator();
  const reads = answer('get', PENDING, pending);
  const view = renderConsole(<WithdrawalsPage />);
  const row = async (orderNo: string) => {
    const cell = await screen.findByText(orderNo);
    return within(cell.closest('tr')!);
  };
  return { ...view, reads, row };
}

describe('WithdrawalsPage', () => {
  it('lists the pending withdrawals with the player, the amount and where to pay', async () => {
    const { reads, row } = renderQueue();

    const bank = await row('W202606010001');
    expect(bank.getByRole('button', { name: 'demo888' })).toBeInTheDocument();
    expect(bank.getByText('¥1,500.00')).toBeInTheDocument();
    expect(bank.getByText('6222 0200 1234 5678')).toBeInTheDocument();
    expect(bank.getByText('北京朝阳支行')).toBeInTheDocument();
    const usdt = await row('W202606010002');
    expect(usdt.getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeInTheDocument();
    expect(usdt.getByTestId('withdrawal-target')).toHaveTextContent(
      '实付 99.00 USDT（汇率 7.25，手续费 1.00 USDT）',
    );
    expect(screen.getByText('共 2 笔待审核')).toBeInTheDocument();
    expect(reads[0]?.url.search).toBe('?page=1&per_page=20');
  });

  it('says when nothing waits', async () => {
    renderQueue(ok({ total: 0, data: [] }));
    expect(await screen.findByText('暂无待审核取款')).toBeInTheDocument();
  });

  it('shows the server refusal in place of the list', async () => {
    renderQueue(refuse('没有权限执行此操作', 403, 403));
    expect(await screen.findByText('没有权限执行此操作')).toBeInTheDocument();
  });

  it('searches by the player account', async () => {
    const { user, reads } = renderQueue();
    await screen.findByText('W202606010001');
    await user.type(screen.getByPlaceholderText('会员账号'), ' Lucky66 {Enter}');
    await waitFor(() => expect(reads.at(-1)?.url.searchParams.get('username')).toBe('Lucky66'));
  });

  it('records a bank payout after the confirmation, its bank reference optional, and reloads', async () => {
    const approvals = answer('post', '/admin/api/withdrawals/:id/approve', ok(null, '已通过'));
    const { user, reads, row } = renderQueue();

    await user.click((await row('W202606010001')).getByRole('button', { name: '已出款' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确认已出款');
    expect(dialog).toHaveTextContent('请先按收款信息向会员 demo888（#7）支付 ¥1,500.00');
    const field = within(dialog).getByLabelText('银行流水号（选填）');
    await user.type(field, 'ab');
    await user.click(within(dialog).getByRole('button', { name: '已出款，确认' }));
    expect(await within(dialog).findByText(PAYOUT_REF_MSG.bankFormat)).toBeInTheDocument();
    await user.clear(field);
    const readsBefore = reads.length;
    await user.click(within(dialog).getByRole('button', { name: '已出款，确认' }));

    expect(await screen.findByText('订单 W202606010001 已出款')).toBeInTheDocument();
    expect(approvals.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/admin/api/withdrawals/12/approve', { reference: '' }],
    ]);
    await waitFor(() => expect(reads.length).toBeGreaterThan(readsBefore));
  });

  it('requires a USDT payout’s transaction hash, in its chain’s format, before approving', async () => {
    const approvals = answer('post', '/admin/api/withdrawals/:id/approve', ok(null, '已通过'));
    const { user, row } = renderQueue();

    await user.click((await row('W202606010002')).getByRole('button', { name: '已出款' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('（99.00 USDT）');
    const confirm = within(dialog).getByRole('button', { name: '已出款，确认' });
    await user.click(confirm);
    expect(await within(dialog).findByText(PAYOUT_REF_MSG.hashRequired)).toBeInTheDocument();
    const field = within(dialog).getByLabelText('交易哈希（TxID）');
    // Finance pastes a hash from the wallet.
    await user.click(field);
    await user.paste(`0x${HASH}`);
    await user.click(confirm);
    expect(await within(dialog).findByText(PAYOUT_REF_MSG.trc20Format)).toBeInTheDocument();
    expect(approvals).toHaveLength(0);
    await user.clear(field);
    await user.paste(` ${HASH} `);
    await user.click(confirm);

    expect(await screen.findByText('订单 W202606010002 已出款')).toBeInTheDocument();
    expect(approvals.map((c) => c.body)).toEqual([{ reference: HASH }]);
  });

  it('shows why a payout was refused and keeps the dialog open', async () => {
    answer('post', '/admin/api/withdrawals/:id/approve', refuse(PAYOUT_REF_MSG.hashUsed, 409));
    const { user, row } = renderQueue();

    await user.click((await row('W202606010002')).getByRole('button', { name: '已出款' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('交易哈希（TxID）'));
    await user.paste(HASH);
    await user.click(within(dialog).getByRole('button', { name: '已出款，确认' }));
    expect(await screen.findByText(PAYOUT_REF_MSG.hashUsed)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('交易哈希（TxID）')).toHaveValue(HASH);
  });

  it('asks for a reason to reject, sends it and says the money went back', async () => {
    const rejections = answer('post', '/admin/api/withdrawals/:id/reject', ok(null, '已拒绝并退回'));
    const { user, row } = renderQueue();

    await user.click((await row('W202606010002')).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('拒绝取款');
    expect(dialog).toHaveTextContent('W202606010002');
    await user.click(within(dialog).getByRole('button', { name: '拒绝并退回' }));
    expect(await within(dialog).findByText('请填写拒绝原因')).toBeInTheDocument();
    expect(rejections).toHaveLength(0);
    await user.click(within(dialog).getByText('未完成流水要求'));
    await user.click(within(dialog).getByRole('button', { name: '拒绝并退回' }));

    expect(await screen.findByText('已拒绝，金额已退回会员钱包')).toBeInTheDocument();
    expect(rejections.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/admin/api/withdrawals/13/reject', { reason: '未完成流水要求' }],
    ]);
  });

  it('keeps the reason open with the server message when the rejection is refused', async () => {
    answer('post', '/admin/api/withdrawals/:id/reject', refuse('该订单已处理', 409));
    const { user, row } = renderQueue();

    await user.click((await row('W202606010001')).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入拒绝原因'), '收款账户与实名不符');
    await user.click(within(dialog).getByRole('button', { name: '拒绝并退回' }));

    expect(await screen.findByText('该订单已处理')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('请输入拒绝原因')).toHaveValue('收款账户与实名不符');
  });
});
