import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgentOverview } from '@app/shared/agent-contract';
import { answer, answerMe, ok, renderConsole } from '../../test/render';

const OVERVIEW: AgentOverview = {
  today: {
    registrations: 3,
    first_deposits: 2,
    active_players: 5,
    deposits: '1200.00',
    withdrawals: '300.00',
    valid_bets: '8800.50',
    ggr: '-150.00',
    bonuses: '20.00',
  },
  period: {
    registrations: 41,
    first_deposits: 17,
    active_players: 23,
    deposits: '56000.00',
    withdrawals: '21000.00',
    valid_bets: '410000.00',
    ggr: '12345.60',
    bonuses: '800.00',
    projected_commission: '3425.40',
    rate: '35.00',
    team_active: 26,
    team_net: '9786.00',
    carry_in: '-1200.00',
  },
  period_info: { kind: 'month', start: '2026-11-01 00:00:00', end: '2026-12-01 00:00:00' },
};

const figure = (card: HTMLElement, label: string) =>
  within(card).getByText(label).nextElementSibling?.textContent;

describe('概览', () => {
  it("shows the projected commission, its tier and team, and today's and the period's figures", async () => {
    answerMe();
    answer('get', '/agent/api/overview', ok(OVERVIEW));
    renderConsole('/');

    const commission = await screen.findByRole('region', { name: '预计佣金' });
    expect(within(commission).getByText('3,425.40')).toBeInTheDocument();
    expect(within(commission).getByText('佣金比例 35.00%')).toBeInTheDocument();
    expect(figure(commission, '团队活跃')).toBe('26人');
    expect(figure(commission, '团队净输赢')).toBe('+9,786.00');
    expect(figure(commission, '上期结转')).toBe('-1,200.00');

    const today = screen.getByRole('heading', { name: '今日数据' }).closest('section')!;
    expect(figure(today, '新注册')).toBe('3');
    expect(figure(today, '首存人数')).toBe('2');
    expect(figure(today, '活跃会员')).toBe('5');
    expect(figure(today, '存款')).toBe('1,200.00');
    expect(figure(today, '有效投注')).toBe('8,800.50');
    expect(figure(today, '平台输赢')).toBe('-150.00');
    expect(within(today).getByText('-150.00')).toHaveAttribute('data-sign', 'negative');

    const period = screen.getByRole('heading', { name: '本期数据' }).closest('section')!;
    expect(within(period).getByText('月结 2026-11-01 至 2026-11-30')).toBeInTheDocument();
    expect(figure(period, '新注册')).toBe('41');
    expect(figure(period, '取款')).toBe('21,000.00');
    expect(figure(period, '平台输赢')).toBe('+12,345.60');
    expect(figure(period, '红利/返水')).toBe('800.00');
  });

  it('names the agent and its level in the header', async () => {
    answerMe({ username: 'boss01', level: 2 });
    answer('get', '/agent/api/overview', ok(OVERVIEW));
    renderConsole('/');
    expect(await screen.findByText('boss01')).toBeInTheDocument();
    expect(screen.getByText('2级代理')).toBeInTheDocument();
  });

  it('says why the figures did not load and loads them again', async () => {
    answerMe();
    answer('get', '/agent/api/overview', Response.json({ code: 500, message: '服务器异常，请稍后再试' }));
    const { user } = renderConsole('/');
    expect(await screen.findByText('服务器异常，请稍后再试')).toBeInTheDocument();
    answer('get', '/agent/api/overview', ok(OVERVIEW));
    await user.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('3,425.40')).toBeInTheDocument();
  });
});
