import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, ok } from '../../test/render';
import { itListsFiltersAndExports, renderListPage } from '../../test/list-page';
import type { PayChannel } from './api/get-pay-channels';
import { PayChannelsPage } from './pay-channels-page';

const ALIPAY: PayChannel = {
  key: 'alipay',
  label: '支付宝',
  enabled: 1,
  min: '100.00',
  max: '50000.00',
  sort: 9,
};
const PAGE = {
  path: '/admin/api/pay-channels',
  rows: [ALIPAY, { ...ALIPAY, key: 'wxpay', label: '微信支付', enabled: 0 }],
};

describe('PayChannelsPage', () => {
  itListsFiltersAndExports({
    ui: <PayChannelsPage />,
    ...PAGE,
    firstText: '支付宝',
    role: 'finance',
    headings: ['通道', '开关', '单笔最低', '单笔最高', '排序', '操作'],
    cells: [
      ['支付宝', 'alipay', '开启', '¥100.00', '¥50,000.00'],
      ['微信支付', 'wxpay', '关闭'],
    ],
    csv: [
      '支付通道.csv',
      `通道,代码,状态,单笔最低（元）,单笔最高（元）,排序
支付宝,alipay,开启,100.00,50000.00,9
微信支付,wxpay,关闭,100.00,50000.00,9
`,
    ],
  });

  it('switches a channel and edits its range in whole yuan', async () => {
    const puts = answer('put', '/admin/api/pay-channels/:key', ({ body }) =>
      ok({ ...ALIPAY, ...(body as object) }),
    );
    const { user } = await renderListPage(<PayChannelsPage />, {
      ...PAGE,
      firstText: '支付宝',
      role: 'finance',
    });
    await user.click(screen.getByRole('switch', { name: '微信支付开关' }));
    expect(await screen.findByText('微信支付已开启')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '编辑' })[0]!);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('单笔最低（元）')).toHaveValue('100');
    await user.clear(dialog.getByLabelText('单笔最高（元）'));
    await user.type(dialog.getByLabelText('单笔最高（元）'), '50');
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('最高金额不能低于最低金额')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('单笔最高（元）'), '00');
    await user.click(dialog.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('支付宝已保存：100-5000 元')).toBeInTheDocument();
    expect(puts.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/admin/api/pay-channels/wxpay', { enabled: 1 }],
      ['/admin/api/pay-channels/alipay', { min: '100', max: '5000', sort: 9 }],
    ]);
  });
});
