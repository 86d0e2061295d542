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
  },
  projection: {
    ggr: '12345.60',
    bonuses: '800.00',
    fees: '770.00',
    net: '10775.60',
    carry_in: '-1200.00',
    base: '9575.60',
    rate: '35.00',
    team_active: 26,
    team_net: '15786.00',
    revenue: '3351.46',
    override: '52.50',
    turnover: '21.44',
    commission: '3425.40',
    carry_out: '0.00',
    overrides: [{ username: 'team002', base: '1050.00', rate: '5.00', amount: '52.50' }],
    turnover_lines: [
      { category: 'slots', label: '电子', valid_bets: '10720.00', rate: '0.20', amount: '21.44' },
    ],
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
    expect(figure(commission, '团队净输赢')).toBe('+15,786.00');
    expect(figure(commission, '佣金基数')).toBe('+9,575.60');

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

  it('works the projected commission out line by line from the figures it shows', async () => {
    answerMe();
    answer('get', '/agent/api/overview', ok(OVERVIEW));
    renderConsole('/');
    const lines = await screen.findByRole('region', { name: '佣金计算' });
    const rows = within(lines)
      .getAllByRole('row')
      .filter((r) => r.querySelector('th'));
    const shown = Object.fromEntries(
      rows.map((r) => [r.querySelector('th')!.textContent, r.querySelector('td')!.textContent]),
    );
    expect(shown).toEqual({
      平台输赢: '+12,345.60',
      '− 红利/返水': '800.00',
      '− 手续费': '770.00',
      '= 净输赢': '+10,775.60',
      '+ 上期结转': '-1,200.00',
      '= 佣金基数': '+9,575.60',
      '× 佣金比例': '35.00%',
      '= 净输赢佣金': '3,351.46',
      '+ 级差佣金': '52.50',
      '+ 流水佣金': '21.44',
      '= 本期预计佣金': '3,425.40',
    });
    // Each line follows from the lines above it, to the fen (the commission floors).
    const fen = (label: string) => Math.round(Number(shown[label]!.replace(/[,+%]/g, '')) * 100);
    expect(fen('= 净输赢')).toBe(fen('平台输赢') - fen('− 红利/返水') - fen('− 手续费'));
    expect(fen('= 佣金基数')).toBe(fen('= 净输赢') + fen('+ 上期结转'));
    expect(fen('= 净输赢佣金')).toBe(Math.floor((fen('= 佣金基数') * fen('× 佣金比例')) / 10_000));
    expect(fen('= 本期预计佣金')).toBe(fen('= 净输赢佣金') + fen('+ 级差佣金') + fen('+ 流水佣金'));
    // Where the fees, the rate, the override and the turnover commission come from.
    expect(within(lines).getByText(/^存款 56,000\.00 × 1\.00% \+ 取款 21,000\.00 × /)).toBeInTheDocument();
    expect(within(lines).getByText('团队活跃 26人 · 团队净输赢 +15,786.00 所达档位')).toBeInTheDocument();
    expect(within(lines).getByText('team002：1,050.00 × 5.00%')).toBeInTheDocument();
    expect(within(lines).getByText('电子：有效投注 10,720.00 × 0.20%')).toBeInTheDocument();
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
    const commission = await screen.findByRole('region', { name: '预计佣金' });
    expect(within(commission).getByText('3,425.40')).toBeInTheDocument();
  });
});
