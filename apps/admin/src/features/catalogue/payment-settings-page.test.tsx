import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerOperator, ok, renderConsole } from '../../test/render';
import { PaymentSettingsPage } from './payment-settings-page';

const STORED = {
  usdt_rate: '7.25',
  withdraw_min: '100',
  withdraw_max: '50000',
  withdraw_daily_count: '5',
  withdraw_hours: '09:00-24:00',
  withdraw_fee_trc20: '1',
  withdraw_fee_erc20: '5',
};

async function renderSettings(role: 'finance' | 'support' = 'finance') {
  answerOperator(role);
  answer('get', '/admin/api/payment-settings', ok(STORED));
  const puts = answer('put', '/admin/api/payment-settings', ({ body }) => ok(body));
  const view = renderConsole(<PaymentSettingsPage />);
  await screen.findByDisplayValue('7.25');
  const field = (label: string) => screen.getByLabelText(label);
  const retype = async (label: string, text: string) => {
    await view.user.clear(field(label));
    if (text) await view.user.type(field(label), text);
  };
  return { ...view, puts, field, retype };
}

describe('PaymentSettingsPage', () => {
  it('shows every rule with the hours split into from and to', async () => {
    const { field } = await renderSettings();
    const shown = [
      '参考汇率',
      '单笔最低',
      '单笔最高',
      '每日次数',
      '开放时间（起）',
      '开放时间（止）',
      'TRC20 每笔',
      'ERC20 每笔',
    ];
    expect(shown.map((label) => (field(label) as HTMLInputElement).value)).toEqual([
      '7.25',
      '100',
      '50000',
      '5',
      '09:00',
      '24:00',
      '1',
      '5',
    ]);
  });

  it('sends every rule, with the hours joined, and says it is saved', async () => {
    const { user, retype, puts } = await renderSettings();
    await retype('单笔最高', '80000');
    await retype('开放时间（起）', '10:30');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('汇率与提现规则已保存，会员端即时生效')).toBeInTheDocument();
    expect(puts.map((c) => c.body)).toEqual([
      { ...STORED, withdraw_max: '80000', withdraw_hours: '10:30-24:00' },
    ]);
  });

  it('refuses malformed values with their messages and sends nothing', async () => {
    const { user, retype, puts } = await renderSettings();
    await retype('参考汇率', '7.123456');
    await retype('开放时间（起）', '24:00');
    await retype('TRC20 每笔', 'x');
    await retype('单笔最低', '');
    await user.click(screen.getByRole('button', { name: '保存' }));
    for (const text of [
      'USDT 汇率须在 1 到 100 之间，最多 4 位小数',
      '时间格式为 HH:mm，例如 09:30',
      'TRC20 手续费须为 0-100 USDT，最多两位小数',
      '请输入最低取款金额',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(puts).toHaveLength(0);
  });

  it('is read-only without the permission', async () => {
    const { field } = await renderSettings('support');
    expect(field('参考汇率')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
  });
});
