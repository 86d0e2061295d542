import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT_CONSOLE_MSG } from '@app/shared';
import type { AgentPlayerRow } from '@app/shared/agent-contract';
import { answer, answerMe, ok, page, refuse, renderConsole, tapInDialog } from '../../test/render';

const PLAYER: AgentPlayerRow = {
  user_id: 31,
  username: 'lucky001',
  registered_at: '2026-11-02 10:00:00',
  last_login_at: '2026-11-20 21:30:00',
  is_agent: false,
  deposits: '5000.00',
  withdrawals: '1200.00',
  valid_bets: '23000.00',
  // The site won 1,800.50 from this player: the platform's result, as 概览 shows it.
  ggr: '1800.50',
};
const SUB_AGENT: AgentPlayerRow = {
  ...PLAYER,
  user_id: 32,
  username: 'team002',
  is_agent: true,
  ggr: '-66.00',
};

const card = (name: string) => screen.getByRole('article', { name });
const figure = (row: HTMLElement, label: string) =>
  within(row).getByText(label).nextElementSibling?.textContent;

describe('会员', () => {
  it("lists the direct players with this period's figures, 平台输赢 coloured by its sign", async () => {
    answerMe();
    answer('get', '/agent/api/players', ok(page([PLAYER, SUB_AGENT])));
    renderConsole('/players');

    const row = await screen.findByRole('article', { name: 'lucky001' });
    expect(figure(row, '存款')).toBe('5,000.00');
    expect(figure(row, '取款')).toBe('1,200.00');
    expect(figure(row, '有效投注')).toBe('23,000.00');
    // The platform's sign, as on 概览 and the statements: the site's gain red, its loss green.
    expect(within(row).getByText('平台输赢')).toBeInTheDocument();
    expect(within(row).getByText('+1,800.50')).toHaveAttribute('data-sign', 'positive');
    expect(within(row).getByText('注册时间 2026-11-02 10:00:00')).toBeInTheDocument();
    expect(within(row).getByText('最后登录 2026-11-20 21:30:00')).toBeInTheDocument();
    expect(within(card('team002')).getByText('-66.00')).toHaveAttribute('data-sign', 'negative');
    expect(screen.getByText('共 2 位直属会员 · 数据为本期累计')).toBeInTheDocument();
  });

  it('searches by account', async () => {
    answerMe();
    const calls = answer('get', '/agent/api/players', ({ url }) =>
      ok(url.searchParams.get('username') === 'team' ? page([SUB_AGENT]) : page([PLAYER, SUB_AGENT])),
    );
    const { user } = renderConsole('/players');
    await screen.findByRole('article', { name: 'lucky001' });
    await user.type(screen.getByPlaceholderText('搜索会员账号'), 'team{Enter}');

    await waitFor(() => expect(screen.queryByRole('article', { name: 'lucky001' })).not.toBeInTheDocument());
    expect(card('team002')).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('page')).toBe('1');
  });

  it('says when a search finds nobody', async () => {
    answerMe();
    answer('get', '/agent/api/players', ({ url }) =>
      ok(url.searchParams.get('username') ? page([]) : page([PLAYER])),
    );
    const { user } = renderConsole('/players');
    await screen.findByRole('article', { name: 'lucky001' });
    await user.type(screen.getByPlaceholderText('搜索会员账号'), 'nobody{Enter}');
    expect(await screen.findByText('没有找到该会员')).toBeInTheDocument();
  });

  it('opens a player as a sub-agent after confirming, and shows what the server said', async () => {
    answerMe();
    answer('get', '/agent/api/players', ok(page([PLAYER, SUB_AGENT])));
    const opened = answer('post', '/agent/api/sub-agents', ok(null, AGENT_CONSOLE_MSG.subAgentOpened));
    answer('get', '/agent/api/sub-agents', ok([]));
    const { user } = renderConsole('/players');

    await screen.findByRole('article', { name: 'lucky001' });
    // A sub-agent already is one: no button on its row, a tag instead.
    expect(within(card('team002')).queryByRole('button', { name: '开设为下级代理' })).toBeNull();
    expect(within(card('team002')).getByText('下级代理')).toBeInTheDocument();

    await user.click(within(card('lucky001')).getByRole('button', { name: '开设为下级代理' }));
    expect(await screen.findByText(/确定将直属会员 lucky001 开设为下级代理吗/)).toBeInTheDocument();
    await tapInDialog(user, '确定开设');

    expect(await screen.findByText(AGENT_CONSOLE_MSG.subAgentOpened)).toBeInTheDocument();
    expect(opened.map((call) => call.body)).toEqual([{ user_id: 31 }]);
  });

  it("shows the server's refusal to open a sub-agent", async () => {
    answerMe();
    answer('get', '/agent/api/players', ok(page([PLAYER])));
    answer('post', '/agent/api/sub-agents', refuse(AGENT_CONSOLE_MSG.depthReached));
    const { user } = renderConsole('/players');
    await user.click(
      within(await screen.findByRole('article', { name: 'lucky001' })).getByRole('button', {
        name: '开设为下级代理',
      }),
    );
    await tapInDialog(user, '确定开设');
    expect(await screen.findByText(AGENT_CONSOLE_MSG.depthReached)).toBeInTheDocument();
  });

  it('offers no sub-agent button to an agent that may not open any', async () => {
    answerMe({ can_open_sub_agents: false });
    answer('get', '/agent/api/players', ok(page([PLAYER])));
    renderConsole('/players');
    await screen.findByRole('article', { name: 'lucky001' });
    expect(screen.queryByRole('button', { name: '开设为下级代理' })).toBeNull();
  });
});
