import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itListsFiltersAndExports, renderListPage } from '../../test/list-page';
import { answer, ok, refuse } from '../../test/render';
import type { AgentRow } from './api/get-agents';
import { AgentsPage } from './agents-page';

const TOP: AgentRow = {
  user_id: 3,
  username: 'agent_jinsha',
  level: 1,
  parent: '',
  plan_id: 1,
  plan_name: '标准方案',
  state: 1,
  direct_players: 12,
  sub_agents: 1,
  created_at: '2026-01-10 10:20:00',
};
const SUB = {
  ...TOP,
  user_id: 9,
  username: 'agent_b',
  level: 2,
  parent: 'agent_jinsha',
  state: 0,
  sub_agents: 0,
  created_at: '2026-02-11 09:00:00',
};
const SPEC = { ui: <AgentsPage />, path: '/admin/api/agents', rows: [TOP, SUB], firstText: 'agent_b' };

describe('AgentsPage', () => {
  itListsFiltersAndExports({
    ...SPEC,
    headings: [
      'ID',
      '代理',
      '层级',
      '上级代理',
      '佣金方案',
      '直属会员',
      '下级代理',
      '状态',
      '成为代理时间',
      '操作',
    ],
    cells: [
      ['2026-01-10 10:20:00', 'agent_jinsha', '第 1 级', '顶级', '标准方案', '12', '正常'],
      ['agent_b', '第 2 级', '已冻结'],
    ],
    total: '共 2 个代理',
    filter: [['代理账号', ' agent_b ']],
    search: '?username=agent_b&page=1&per_page=20',
    csv: [
      'agents.csv',
      `ID,代理账号,层级,上级代理,佣金方案,直属会员,下级代理,状态,成为代理时间
3,agent_jinsha,1,顶级,标准方案,12,1,正常,2026-01-10 10:20:00
9,agent_b,2,agent_jinsha,标准方案,12,0,已冻结,2026-02-11 09:00:00
`,
    ],
  });

  it('makes a player an agent by account', async () => {
    const posts = answer('post', '/admin/api/agents/make', ok(null, '已设为代理'));
    const { user } = await renderListPage(SPEC.ui, SPEC);
    await user.click(screen.getByRole('button', { name: '设为代理' }));
    const dialog = within(screen.getByRole('dialog', { name: '设为代理' }));
    await user.type(dialog.getByLabelText('会员账号'), ' lucky66 ');
    await user.click(dialog.getByRole('button', { name: '设为代理' }));
    expect(await screen.findByText('已将 lucky66 设为代理')).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([{ username: 'lucky66' }]);
  });

  it('moves a player under an agent and says from when', async () => {
    const posts = answer('post', '/admin/api/agents/move', ok({ effective_from: '2026-07-01 00:00:00' }));
    const { user } = await renderListPage(SPEC.ui, SPEC);
    await user.click(screen.getByRole('button', { name: '调整上级' }));
    const dialog = within(screen.getByRole('dialog', { name: '调整上级' }));
    await user.click(dialog.getByRole('button', { name: '确认调整' }));
    expect(await screen.findByText('请输入要调整的账号')).toBeInTheDocument();
    expect(screen.getByText('请输入上级代理账号')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('会员或代理账号'), 'demo888');
    await user.type(dialog.getByLabelText('上级代理账号'), 'agent_b');
    await user.type(dialog.getByLabelText('备注'), '渠道合并');
    await user.click(dialog.getByRole('button', { name: '确认调整' }));
    expect(
      await screen.findByText(
        'demo888 将从 2026-07-01 00:00:00（北京时间）起归属代理 agent_b；本周期仍按原上级结算。',
      ),
    ).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([{ username: 'demo888', parent: 'agent_b', note: '渠道合并' }]);
  });

  it('moves an agent to the top, and shows the refusal of a move below itself', async () => {
    const posts = answer('post', '/admin/api/agents/move', refuse('不能把代理移到自己的下级之下'));
    const { user } = await renderListPage(SPEC.ui, SPEC);
    await user.click(screen.getByRole('button', { name: '调整上级' }));
    const dialog = within(screen.getByRole('dialog', { name: '调整上级' }));
    await user.type(dialog.getByLabelText('会员或代理账号'), 'agent_b');
    await user.click(dialog.getByText('设为顶级（无上级）'));
    expect(dialog.queryByLabelText('上级代理账号')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '确认调整' }));
    expect(await screen.findByText('不能把代理移到自己的下级之下')).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([{ username: 'agent_b', parent: '', note: '' }]);
  });
});
