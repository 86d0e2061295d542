import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerOperator, ok, renderConsole } from '../../test/render';
import { RedpacketPage } from './redpacket-page';

const TIER = {
  deposit_min: '100.00',
  deposit_max: '1000.00',
  draws: 1,
  amount_min: '1.00',
  amount_max: '8.00',
};
const CONFIG = {
  switch: '1',
  draw_start: '10:00',
  draw_end: '12:00',
  count_start: '12:00',
  count_end: '10:00',
  turnover_multiple: '3',
  tiers: [TIER, { ...TIER, deposit_min: '1000.00', deposit_max: '0.00', draws: 3 }],
};

async function renderRedpacket() {
  answerOperator('operations');
  answer('get', '/admin/api/redpacket', ok(CONFIG));
  const puts = answer('put', '/admin/api/redpacket', ok(null));
  const view = renderConsole(<RedpacketPage />);
  await screen.findByLabelText('流水倍数');
  const tiers = () => screen.getAllByTestId('redpacket-tier').map((row) => within(row));
  return { ...view, puts, tiers };
}

describe('RedpacketPage', () => {
  it('shows the windows and the tiers with whole yuan bounds', async () => {
    const { tiers } = await renderRedpacket();
    expect(screen.getByRole('switch', { name: '红包活动开关' })).toBeChecked();
    for (const [label, value] of [
      ['抢红包开始', '10:00'],
      ['抢红包结束', '12:00'],
      ['存款统计开始', '12:00'],
      ['存款统计结束（当日）', '10:00'],
    ]) {
      expect(screen.getByLabelText(label!)).toHaveValue(value);
    }
    expect(tiers()).toHaveLength(2);
    expect(tiers()[1]!.getByLabelText('存款下限')).toHaveValue('1000');
    expect(tiers()[1]!.getByLabelText('存款上限')).toHaveValue('0');
    expect(tiers()[1]!.getByLabelText('红包最大')).toHaveValue('8.00');
    expect(tiers()[1]!.getByLabelText('可抢次数')).toHaveValue('3');
  });

  it('adds and removes tiers and sends the whole campaign', async () => {
    const { user, puts, tiers } = await renderRedpacket();
    await user.click(tiers()[0]!.getByRole('button', { name: '删除' }));
    await user.click(screen.getByRole('button', { name: '添加档位' }));
    const added = tiers()[1]!;
    await user.type(added.getByLabelText('存款下限'), '5000');
    await user.type(added.getByLabelText('红包最小'), '10');
    await user.type(added.getByLabelText('红包最大'), '88');
    await user.click(screen.getByRole('switch', { name: '红包活动开关' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('红包规则已保存，活动关闭')).toBeInTheDocument();
    expect(puts.map((c) => c.body)).toEqual([
      {
        ...CONFIG,
        switch: '0',
        tiers: [
          { deposit_min: '1000', deposit_max: '0', draws: 3, amount_min: '1.00', amount_max: '8.00' },
          { deposit_min: '5000', deposit_max: '0', draws: 1, amount_min: '10', amount_max: '88' },
        ],
      },
    ]);
  });

  it('refuses malformed values with their messages and sends nothing', async () => {
    const { user, puts, tiers } = await renderRedpacket();
    await user.clear(screen.getByLabelText('抢红包开始'));
    await user.type(screen.getByLabelText('抢红包开始'), '9:00');
    await user.clear(screen.getByLabelText('流水倍数'));
    await user.clear(tiers()[0]!.getByLabelText('红包最小'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    for (const text of ['时间格式为 HH:mm，例如 09:30', '请输入流水倍数', '请输入红包最小金额']) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(puts).toHaveLength(0);
  });
});
