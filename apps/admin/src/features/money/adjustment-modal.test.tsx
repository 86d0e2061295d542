import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, ok, refuse, renderConsole } from '../../test/render';
import { AdjustmentModal } from './adjustment-modal';

const OPTIONS = {
  reasons: [
    { code: 'bonus_compensation', label: '活动补发', direction: 'credit' },
    { code: 'correction', label: '错误更正', direction: 'both' },
    { code: 'clawback', label: '扣回', direction: 'debit' },
  ],
  threshold: '1000.00',
};
const POSTED = { id: 5, adjust_no: 'ADJ202606010005', state: 'posted', balance_after: '3588.00' };

function renderModal(created: Response = ok(POSTED, '已调整')) {
  answer('get', '/admin/api/adjustments/options', ok(OPTIONS));
  const posts = answer('post', '/admin/api/adjustments', created);
  const onClose = vi.fn();
  const view = renderConsole(<AdjustmentModal open onClose={onClose} />);
  const dialog = () => within(screen.getByRole('dialog'));
  const { user } = view;
  const field = (label: string) => dialog().getByLabelText(label);
  const choose = async (label: string, option: string) => {
    await user.click(field(label));
    await user.click(await screen.findByTitle(option));
  };
  const submit = () => user.click(dialog().getByRole('button', { name: '提交调整' }));
  return { ...view, posts, onClose, field, choose, submit };
}

describe('AdjustmentModal', () => {
  it('asks for every field and sends nothing', async () => {
    const { submit, posts } = renderModal();
    await submit();
    for (const text of ['请输入会员账号', '请输入调整金额', '请选择调整原因', '请填写调整备注']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(posts).toHaveLength(0);
  });

  it('posts a credit with its turnover multiple and tells the new balance', async () => {
    const { user, field, choose, submit, posts, onClose } = renderModal();

    expect(await screen.findByText(/单笔超过/)).toHaveTextContent('单笔超过 ¥1,000.00 需另一位操作员复核');
    await user.type(field('会员账号'), ' demo888 ');
    await user.type(field('金额（元）'), '200');
    await choose('调整原因', '活动补发');
    await user.type(field('流水倍数（可选）'), '3');
    await user.type(field('备注'), ' 六月活动补发 ');
    await submit();

    expect(await screen.findByText('已调整，会员当前余额 ¥3588.00')).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([
      {
        username: 'demo888',
        amount: '200',
        reason_code: 'bonus_compensation',
        note: '六月活动补发',
        turnover_multiple: '3',
      },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it('offers only the reasons of a debit and posts a negative amount', async () => {
    const { user, field, submit, posts } = renderModal();

    await user.click(screen.getByText('扣减余额'));
    await user.click(field('调整原因'));
    expect(await screen.findByTitle('扣回')).toBeInTheDocument();
    expect(screen.queryByTitle('活动补发')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('流水倍数（可选）')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('扣回'));
    await user.type(field('会员账号'), 'demo888');
    await user.type(field('金额（元）'), '50');
    await user.type(field('备注'), '重复派发');
    await submit();

    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({
      username: 'demo888',
      amount: '-50',
      reason_code: 'clawback',
      note: '重复派发',
    });
  });

  it('warns above the threshold and says the adjustment waits for a second operator', async () => {
    const pending = { ...POSTED, state: 'pending', balance_after: null };
    const { user, field, choose, submit } = renderModal(
      ok(pending, '金额超过复核额度，已提交，等待另一位操作员复核'),
    );

    await user.type(field('会员账号'), 'demo888');
    await user.type(field('金额（元）'), '1000.01');
    await choose('调整原因', '错误更正');
    await user.type(field('备注'), '补录');
    expect(await screen.findByText(/金额超过复核额度：提交后不会立即入账/)).toBeInTheDocument();
    await submit();

    const notice = await screen.findByText(/调整单 ADJ202606010005 金额超过复核额度/);
    expect(notice.closest('[role="dialog"]')).toHaveTextContent('已提交复核');
  });

  it('shows the server refusal and keeps the form', async () => {
    const { user, field, choose, submit, onClose } = renderModal(refuse('会员不存在'));

    await user.type(field('会员账号'), 'nobody1');
    await user.type(field('金额（元）'), '10');
    await choose('调整原因', '错误更正');
    await user.type(field('备注'), '测试');
    await submit();

    expect(await screen.findByText('会员不存在')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(field('会员账号')).toHaveValue('nobody1');
  });
});
