import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BLOCK_MSG } from '@app/shared';
import { itListsFiltersAndExports, renderListPage } from '../../../test/list-page';
import { answer, ok, refuse } from '../../../test/render';
import type { BlockRow } from './api/get-blocks';
import { BlocksPage } from './blocks-page';

const RANGE: BlockRow = {
  id: 3,
  kind: 'ip_range',
  value: '203.0.113.0/24',
  reason: '机房代理 IP 段',
  expires_at: null,
  state: 'active',
  created_by: 'risk01',
  created_at: '2026-11-20 10:00:00',
  lifted_by: null,
  lifted_at: null,
};
const CARD: BlockRow = {
  ...RANGE,
  id: 2,
  kind: 'card',
  value: '6222 **** **** 2233',
  reason: '多账户共用',
  expires_at: '2026-11-27 10:00:00',
  state: 'lifted',
  lifted_by: 'admin',
  lifted_at: '2026-11-21 09:00:00',
};
const PAGE = {
  path: '/admin/api/risk/blocks',
  rows: [RANGE, CARD],
  firstText: '203.0.113.0/24',
  role: 'risk' as const,
};
const answerCaps = () =>
  answer(
    'get',
    '/admin/api/risk/register-caps',
    ok({ register_per_ip_daily: 10, register_per_device_daily: 3 }),
  );

describe('BlocksPage', () => {
  itListsFiltersAndExports({
    ui: <BlocksPage />,
    ...PAGE,
    alsoAnswer: answerCaps,
    headings: ['类型', '值', '原因', '有效期至', '状态', '添加', '操作'],
    cells: [
      ['203.0.113.0/24', 'IP 段', '机房代理 IP 段', '永久', '生效中', 'risk01', '解除'],
      [
        '6222 **** **** 2233',
        '银行卡号',
        '多账户共用',
        '2026-11-27 10:00:00',
        '已解除',
        'admin 解除',
        '2026-11-21 09:00:00',
      ],
    ],
    total: '共 2 条',
    filter: async ({ user, pick }) => {
      await pick(0, '设备号');
      await pick(1, '生效中');
      await user.type(screen.getByPlaceholderText('IP、设备号、卡号或地址'), ' dev-farm-01 {Enter}');
    },
    search: '?kind=device&state=active&value=dev-farm-01&page=1&per_page=20',
    csv: [
      'risk-blocks.csv',
      `类型,值,原因,有效期至,状态,解除人,解除时间,添加人,添加时间
IP 段,203.0.113.0/24,机房代理 IP 段,永久,生效中,,,risk01,2026-11-20 10:00:00
银行卡号,6222 **** **** 2233,多账户共用,2026-11-27 10:00:00,已解除,admin,2026-11-21 09:00:00,risk01,2026-11-20 10:00:00
`,
    ],
  });

  it('adds an entry checked by the shared rule, then sends kind, value, reason and days', async () => {
    answerCaps();
    const posts = answer('post', '/admin/api/risk/blocks', ok({ id: 9 }));
    const { user } = await renderListPage(<BlocksPage />, PAGE);
    await user.click(screen.getByRole('button', { name: '添加黑名单' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('combobox'));
    await user.click(await screen.findByTitle('IP 段'));
    await user.type(dialog.getByPlaceholderText(/203\.0\.113\.0\/24/), '203.0.113.0/33');
    await user.type(dialog.getByPlaceholderText(/同设备批量注册/), '代理段');
    await user.click(dialog.getByText('30 天'));
    await user.click(screen.getByRole('button', { name: '加入黑名单' }));
    expect(await dialog.findByText(BLOCK_MSG.ipRange)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.clear(dialog.getByPlaceholderText(/203\.0\.113\.0\/24/));
    await user.type(dialog.getByPlaceholderText(/203\.0\.113\.0\/24/), '198.51.100.0/24');
    await user.click(screen.getByRole('button', { name: '加入黑名单' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      kind: 'ip_range',
      value: '198.51.100.0/24',
      reason: '代理段',
      expires_days: 30,
    });
    expect(await screen.findByText('已加入黑名单')).toBeInTheDocument();
  });

  it('shows the server’s refusal when the value is already blocked', async () => {
    answerCaps();
    answer('post', '/admin/api/risk/blocks', refuse(BLOCK_MSG.duplicate, 409));
    const { user } = await renderListPage(<BlocksPage />, PAGE);
    await user.click(screen.getByRole('button', { name: '添加黑名单' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByPlaceholderText(/203\.0\.113\.7/), '198.51.100.9');
    await user.type(dialog.getByPlaceholderText(/同设备批量注册/), '重复');
    await user.click(screen.getByRole('button', { name: '加入黑名单' }));
    expect(await screen.findByText(BLOCK_MSG.duplicate)).toBeInTheDocument();
  });

  it('lifts an entry in force after a confirmation', async () => {
    answerCaps();
    const lifts = answer('post', '/admin/api/risk/blocks/3/lift', ok(null));
    const { user, row } = await renderListPage(<BlocksPage />, PAGE);
    expect(row('6222 **** **** 2233').queryByRole('button', { name: '解除' })).toBeNull();
    await user.click(row('203.0.113.0/24').getByRole('button', { name: '解除' }));
    expect(await screen.findByText('解除这条黑名单？')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: '解除' });
    // The confirmation's own button is the last one drawn.
    await user.click(buttons.at(-1)!);
    await waitFor(() => expect(lifts).toHaveLength(1));
  });

  it('saves the registration caps', async () => {
    answerCaps();
    const puts = answer('put', '/admin/api/risk/register-caps', ({ body }) => ok(body));
    const { user } = await renderListPage(<BlocksPage />, PAGE);
    const perIp = await screen.findByLabelText('同一 IP 每日注册');
    await waitFor(() => expect(perIp).toHaveValue('10'));
    await user.clear(perIp);
    await user.type(perIp, '5');
    await user.click(screen.getByRole('button', { name: '保存上限' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({ register_per_ip_daily: 5, register_per_device_daily: 3 });
    expect(await screen.findByText('注册上限已保存')).toBeInTheDocument();
  });

  it('offers no changes to an operator without risk.write', async () => {
    answerCaps();
    await renderListPage(<BlocksPage />, { ...PAGE, role: 'finance' });
    expect(screen.queryByRole('button', { name: '添加黑名单' })).toBeNull();
    expect(screen.queryByRole('button', { name: '解除' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存上限' })).toBeNull();
  });
});
