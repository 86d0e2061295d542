import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itListsFiltersAndExports, renderListPage } from '../../test/list-page';
import type { PlayerRow } from './api/get-players';
import { PlayersPage } from './players-page';

const DEMO: PlayerRow = {
  id: 7,
  username: 'demo888',
  realname: '张三',
  mobile: '13800000000',
  vip: 2,
  status: 1,
  isblack: 0,
  isagent: 0,
  pid: 3,
  agent_username: 'agent01',
  balance: '3388.00',
  created_at: '2026-05-01 10:00:00',
  last_login_at: '2026-06-01 10:00:00',
  last_login_ip: '10.0.0.7',
};
const NEVER_SEEN = { last_login_at: null, last_login_ip: '', pid: null, agent_username: null };
const LUCKY = { ...DEMO, ...NEVER_SEEN, id: 8, username: 'lucky66', realname: '李四', mobile: '', vip: 0 };
const SPEC = {
  ui: <PlayersPage />,
  path: '/admin/api/players',
  rows: [DEMO, { ...LUCKY, status: 0, isblack: 1, balance: '0.00', created_at: '2026-05-02 10:00:00' }],
  firstText: 'demo888',
};

describe('PlayersPage', () => {
  itListsFiltersAndExports({
    ...SPEC,
    headings: ['ID', '会员', '手机', '中心钱包', '上级代理', '状态', '注册 / 最近登录', '操作'],
    cells: [
      ['demo888', 'VIP2', '张三', '¥3,388.00', 'agent01', '#3', '登录 2026-06-01 10:00:00 · 10.0.0.7'],
      ['lucky66', 'VIP0', '李四', '从未登录', '注册 2026-05-02 10:00:00'],
    ],
    total: '共 2 位会员',
    filter: async ({ user, pick }) => {
      await user.type(screen.getByPlaceholderText('账号'), ' demo ');
      await user.type(screen.getByPlaceholderText('真实姓名'), '张三');
      await user.type(screen.getByPlaceholderText('手机号'), '138');
      await user.type(screen.getByPlaceholderText('上级代理 ID/账号'), '3');
      await pick(0, '黑名单');
      await user.click(screen.getByRole('button', { name: '查询' }));
    },
    search: '?username=demo&realname=%E5%BC%A0%E4%B8%89&mobile=138&agent=3&isblack=1&page=1&per_page=20',
    csv: [
      'players.csv',
      `ID,账号,真实姓名,手机,VIP,中心钱包,上级代理,黑名单,状态,注册时间,最近登录,最近登录IP
7,demo888,张三,13800000000,2,3388.00,agent01,否,正常,2026-05-01 10:00:00,2026-06-01 10:00:00,10.0.0.7
8,lucky66,李四,,0,0.00,,是,已禁用,2026-05-02 10:00:00,,
`,
    ],
  });

  it('clears the search fields on 重置', async () => {
    const { user } = await renderListPage(SPEC.ui, SPEC);
    await user.type(screen.getByPlaceholderText('账号'), 'demo');
    await user.click(screen.getByRole('button', { name: '重置' }));
    expect(screen.getByPlaceholderText('账号')).toHaveValue('');
  });

  it('finds players by IP (or a /24), device id and card or address for the risk role', async () => {
    const { user, readWith } = await renderListPage(SPEC.ui, { ...SPEC, role: 'risk' });
    await user.type(screen.getByPlaceholderText('IP（网段如 203.0.113.*）'), ' 203.0.113.* ');
    await user.type(screen.getByPlaceholderText('设备号'), 'dev-12345678');
    await user.type(screen.getByPlaceholderText('银行卡号/钱包地址'), '6222 0000 1111');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await readWith('?ip=203.0.113.*&device=dev-12345678&card=6222+0000+1111&page=1&per_page=20');
  });

  it('offers IP and device search only to operators who read risk data; card search to all', async () => {
    await renderListPage(SPEC.ui, { ...SPEC, role: 'support' });
    expect(screen.queryByPlaceholderText('IP（网段如 203.0.113.*）')).toBeNull();
    expect(screen.queryByPlaceholderText('设备号')).toBeNull();
    expect(screen.getByPlaceholderText('银行卡号/钱包地址')).toBeInTheDocument();
  });
});
