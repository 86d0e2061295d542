import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerMe, ok, renderConsole } from '../../test/render';

describe('代理', () => {
  it('lists sub-agents with level, direct players and their team this period', async () => {
    answerMe();
    answer(
      'get',
      '/agent/api/sub-agents',
      ok([
        {
          user_id: 32,
          username: 'team002',
          level: 2,
          registered_at: '2026-10-05 09:00:00',
          direct_players: 14,
          team_active: 9,
          team_net: '-320.00',
        },
      ]),
    );
    renderConsole('/agents');
    const card = await screen.findByRole('article', { name: 'team002' });
    expect(within(card).getByText('2级代理')).toBeInTheDocument();
    const figure = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(figure('直属会员')).toBe('14');
    expect(figure('团队活跃')).toBe('9');
    expect(figure('团队净输赢')).toBe('-320.00');
    expect(screen.getByText('您是1级代理，代理层级上限为3级')).toBeInTheDocument();
  });

  it('says how to get sub-agents when there are none', async () => {
    answerMe();
    answer('get', '/agent/api/sub-agents', ok([]));
    renderConsole('/agents');
    expect(await screen.findByText('暂无下级代理')).toBeInTheDocument();
    expect(screen.getByText(/在“会员”页点击“开设为下级代理”/)).toBeInTheDocument();
  });
});
