import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkedAccount, PlayerTag, RiskTag } from '@app/shared/admin-contract';
import { answer, answerOperator, ok, renderConsole } from '../../test/render';
import { PlayerLinked } from './player-linked';
import { PlayerRiskTags } from './player-risk-tags';

const LINKED: LinkedAccount[] = [
  { id: 8, username: 'lucky8802', matched: ['device', 'ip'], last_seen: '2026-11-26 19:46:21' },
  { id: 9, username: 'office01', matched: ['ip_prefix'], last_seen: null },
];

describe('PlayerLinked', () => {
  it('lists the linked accounts with what they share, and draws the cluster', async () => {
    answerOperator('risk');
    const calls = answer('get', '/admin/api/players/:id/linked', ok(LINKED));
    renderConsole(<PlayerLinked userId={7} username="lucky8801" />);
    expect(await screen.findByText('关联账户（2）')).toBeInTheDocument();
    expect(screen.getByText('强关联 1 个 · 实线为强关联，虚线仅同 IP 段')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /lucky8802/ });
    expect(within(row).getByText('设备')).toBeInTheDocument();
    expect(within(row).getByText('IP')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-26 19:46:21')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'lucky8802' })).toHaveAttribute('href', '/players/8');
    expect(within(screen.getByRole('row', { name: /office01/ })).getByText('IP段')).toBeInTheDocument();
    expect(screen.getAllByTestId('link-graph-node')).toHaveLength(2);
    expect(calls.map((c) => c.url.pathname)).toEqual(['/admin/api/players/7/linked']);
  });

  it('says when nobody is linked', async () => {
    answerOperator('super');
    answer('get', '/admin/api/players/:id/linked', ok([]));
    renderConsole(<PlayerLinked userId={7} username="lucky8801" />);
    expect(await screen.findByText('没有发现关联账户')).toBeInTheDocument();
  });

  it('shows nothing and asks nothing for a role without risk.read', async () => {
    answerOperator('finance');
    const calls = answer('get', '/admin/api/players/:id/linked', ok(LINKED));
    renderConsole(<PlayerLinked userId={7} username="lucky8801" />);
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText(/关联账户/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

const TAGS: RiskTag[] = [
  { id: 1, name: '套利嫌疑', colour: '#fa541c', effects: ['no_bonus'], players: 3, updated_at: '' },
  { id: 2, name: '白名单', colour: '#52c41a', effects: [], players: 0, updated_at: '' },
];
const ON_PLAYER: PlayerTag[] = [
  { ...TAGS[0]!, note: '多账户', tagged_by: 'risk1', created_at: '2026-11-27 10:00:00' },
];

describe('PlayerRiskTags', () => {
  it('shows the player’s tags and adds one with a note', async () => {
    answerOperator('risk');
    answer('get', '/admin/api/players/:id/tags', ok(ON_PLAYER));
    answer('get', '/admin/api/risk/tags', ok(TAGS));
    const posts = answer('post', '/admin/api/players/:id/tags', ok(null));
    const { user } = renderConsole(<PlayerRiskTags userId={7} />);
    expect(await screen.findByText('套利嫌疑')).toBeInTheDocument();
    expect(screen.getByText(/不发放优惠 · risk1 · 2026-11-27 10:00:00/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '添加标签' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: '添加标签' }));
    expect(await screen.findByText('请选择标签')).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox'));
    await user.click(await screen.findByText('白名单'));
    await user.type(dialog.getByLabelText('备注'), ' 老客户 ');
    await user.click(dialog.getByRole('button', { name: '添加标签' }));
    expect(await screen.findByText('已添加标签')).toBeInTheDocument();
    expect(posts.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/admin/api/players/7/tags', { tag_id: 2, note: '老客户' }],
    ]);
  });
});
