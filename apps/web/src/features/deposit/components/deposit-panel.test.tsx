import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerPlayer, navigatedTo, ok, pick, refuse, renderScreen } from '../../../test/render';
import { CHANNELS, type ChannelKey } from './channels';
import { DepositPanel } from './deposit-panel';

const ACCOUNT = {
  id: 1,
  bank_data: {
    bank_name: '招商银行',
    bank_no: '6214830000001234',
    bank_owner: '金沙财务',
    bank_address: '深圳福田',
  },
};

function renderPanel(key: ChannelKey) {
  const onClose = vi.fn();
  const view = renderScreen(<DepositPanel channel={CHANNELS[key]} visible onClose={onClose} />, {
    path: '/wallet',
  });
  return { ...view, onClose };
}

/** The bank panel's server side: the range, the receiving accounts and the bank list. */
function answerBankPanel(accounts: Response = ok([ACCOUNT])) {
  answerPlayer();
  answer('post', '/api/getPayRange', ok({ min_price: 100, max_price: 50000 }));
  answer('post', '/api/getpaybank', accounts);
  answer(
    'post',
    '/api/banklist',
    ok([
      { id: 3, bank_name: '中国银行' },
      { id: 4, bank_name: '工商银行' },
    ]),
  );
  return answer('post', '/api/recharge', ok({ deposit_no: 'D9', pay_url: '' }, '提交成功，请等待后台审核'));
}

describe('DepositPanel', () => {
  it('asks the range per protocol, estimates the USDT, posts the order and opens its pay page', async () => {
    answerPlayer({ usdtrate: '7.20' });
    const ranges = answer('post', '/api/getPayRange', ({ body }) =>
      ok(
        (body as { type: string }).type === 'usdt-erc20'
          ? { min_price: 200, max_price: 9000 }
          : { min_price: 50, max_price: 5000 },
      ),
    );
    const orders = answer('post', '/api/recharge', ok({ deposit_no: 'D123', pay_url: '' }, 'D123'));
    const { user, onClose } = renderPanel('usdt');

    expect(await screen.findByText('单笔限额 50.00 - 5,000.00 元')).toBeInTheDocument();
    await user.click(screen.getByText('ERC20'));
    expect(await screen.findByText('单笔限额 200.00 - 9,000.00 元')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入200-9,000的金额'), '1000');
    // 1000 / 7.20 = 138.888…, floored to the cent (spec 000 §5).
    expect(screen.getByTestId('usdt-estimate')).toHaveTextContent('138.88');
    expect(screen.getByText('参考汇率 1 USDT ≈ 7.20 元')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认存款' }));

    expect(await navigatedTo()).toBe('/payInfo?deposit_no=D123');
    expect(ranges.map((c) => c.body)).toEqual([{ type: 'usdt-trc20' }, { type: 'usdt-erc20' }]);
    expect(orders.map((c) => c.body)).toEqual([{ paytype: 'usdt', amount: '1000', catepay: 'ERC20' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('refuses an amount outside the range with the spec message and sends nothing', async () => {
    answerPlayer();
    answer('post', '/api/getPayRange', ok({ min_price: 100, max_price: 10000 }));
    const orders = answer('post', '/api/recharge', ok(null));
    const { user } = renderPanel('antoken');

    await user.click(screen.getByRole('button', { name: '确认存款' }));
    expect(await screen.findByText('请输入金额在100-10000之间！')).toBeInTheDocument();
    await screen.findByText('单笔限额 100.00 - 10,000.00 元');
    await user.type(screen.getByRole('textbox'), '10000.01');
    await user.click(screen.getByRole('button', { name: '确认存款' }));
    expect(await screen.findByText('请输入金额在100-10000之间！')).toBeInTheDocument();
    expect(orders).toHaveLength(0);
  });

  it('shows why a channel has no range when the server refuses it', async () => {
    answerPlayer();
    answer('post', '/api/getPayRange', refuse('该支付通道暂未开放'));
    renderPanel('wxpay');
    expect(await screen.findByText('该支付通道暂未开放')).toBeInTheDocument();
  });

  it('checks the bank form in the spec order, then posts the remitter and waits for review', async () => {
    const orders = answerBankPanel();
    const { user, onClose } = renderPanel('card');
    const submit = () => user.click(screen.getByRole('button', { name: '确认存款' }));

    expect(await screen.findByText('6214830000001234')).toBeInTheDocument();
    expect(screen.getByText('金沙财务')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText(/的金额$/), '500');
    await submit();
    expect(await screen.findByText('请输入存款人姓名')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('请输入存款人姓名'), ' 张三 ');
    await submit();
    expect(await screen.findByText('请输入银行类型')).toBeInTheDocument();
    await user.click(screen.getByText('请选择银行类型'));
    await pick(user, '工商银行');
    await submit();
    expect(await screen.findByText('请输入银行卡号')).toBeInTheDocument();
    // Only digits stay in the card number.
    await user.type(screen.getByPlaceholderText('请输入存款银行卡号'), '6222 0200-1234');
    await submit();
    expect(await screen.findByText('请输入银行开户行地址')).toBeInTheDocument();
    expect(orders).toHaveLength(0);
    await user.type(screen.getByPlaceholderText('如：北京朝阳支行'), '北京朝阳支行');
    await submit();

    expect(await screen.findByText('提交成功，请等待后台审核')).toBeInTheDocument();
    expect(orders.map((c) => c.body)).toEqual([
      {
        paytype: 'bank',
        amount: '500',
        bank: '4',
        bank_owner: '张三',
        bank_no: '622202001234',
        bank_address: '北京朝阳支行',
      },
    ]);
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('shows the server refusal and keeps the panel open', async () => {
    answerBankPanel();
    answer('post', '/api/recharge', refuse('您有多笔未完成的充值订单，请完成支付或稍后再试'));
    const { user, onClose } = renderPanel('card');

    await user.type(await screen.findByPlaceholderText('请输入存款人姓名'), '张三');
    await user.click(screen.getByText('请选择银行类型'));
    await pick(user, '中国银行');
    await user.type(screen.getByPlaceholderText('请输入存款银行卡号'), '6222020012345678');
    await user.type(screen.getByPlaceholderText('如：北京朝阳支行'), '北京朝阳支行');
    await user.type(screen.getByPlaceholderText(/的金额$/), '300');
    await user.click(screen.getByRole('button', { name: '确认存款' }));

    expect(await screen.findByText('您有多笔未完成的充值订单，请完成支付或稍后再试')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('deposit-panel')).toBeInTheDocument();
  });

  it('shows the receiving accounts loading, then that there is none', async () => {
    answerBankPanel(ok([]));
    renderPanel('card');
    expect(screen.getByText('收款账户加载中')).toBeInTheDocument();
    expect(await screen.findByText('暂无可用收款账户，请联系在线客服')).toBeInTheDocument();
  });

  it('offers a retry when the receiving accounts are refused', async () => {
    answerBankPanel(refuse('服务器异常，请稍后再试', 500));
    const { user } = renderPanel('card');
    const retry = await screen.findByText('服务器异常，请稍后再试，点击重试');
    answer('post', '/api/getpaybank', ok([ACCOUNT]));
    await user.click(retry);
    expect(await screen.findByText('6214830000001234')).toBeInTheDocument();
  });
});
