import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AgentStatementDetail, AgentStatementRow } from '@app/shared/agent-contract';
import { answer, answerMe, currentPath, ok, page, renderConsole } from '../../test/render';

const ROW: AgentStatementRow = {
  id: 7,
  period: '2026-10',
  state: 'paid',
  state_text: '已发放',
  net: '9000.00',
  rate: '35.00',
  computed: '3150.00',
  adjust: '-50.00',
  payable: '3100.00',
  paid_at: '2026-11-03 12:00:00',
};
const DETAIL: AgentStatementDetail = {
  ...ROW,
  direct_players: 12,
  active_players: 8,
  team_active: 10,
  team_net: '9500.00',
  deposits: '30000.00',
  withdrawals: '12000.00',
  valid_bets: '250000.00',
  ggr: '11000.00',
  bonuses: '1400.00',
  fees: '600.00',
  carry_in: '-500.00',
  base: '8500.00',
  carry_out: '0.00',
  revenue: '2975.00',
  override: '120.00',
  turnover: '55.00',
  adjust_reason: '活动补贴扣回',
  players: [
    {
      username: 'lucky001',
      deposits: '30000.00',
      withdrawals: '12000.00',
      valid_bets: '250000.00',
      ggr: '11000.00',
      bonuses: '1400.00',
      fees: '600.00',
      net: '9000.00',
    },
  ],
  overrides: [{ username: 'team002', base: '2400.00', rate: '5.00', amount: '120.00' }],
  turnover_lines: [
    { category: 'electronic', label: '电子', valid_bets: '110000.00', rate: '0.05', amount: '55.00' },
  ],
};

/** A figure of the 账单明细 list, by its label. */
function value(label: string) {
  const list = screen.getByRole('heading', { name: '账单明细' }).closest('section')!;
  const item = within(list).getByText(label).closest('.adm-list-item');
  return item?.querySelector('.adm-list-item-content-extra')?.textContent;
}

describe('账单', () => {
  it('lists statements with state and payable amount; one opens with every figure and line', async () => {
    answerMe();
    answer(
      'get',
      '/agent/api/statements',
      ok(
        page([
          ROW,
          {
            ...ROW,
            id: 8,
            period: '2026-11',
            state: 'pending',
            state_text: '待审核',
            payable: '0.00',
            paid_at: '',
          },
        ]),
      ),
    );
    answer('get', '/agent/api/statements/7', ok(DETAIL));
    const { user } = renderConsole('/statements');

    const row = await screen.findByRole('button', { name: /2026-10/ });
    expect(within(row).getByText('已发放')).toBeInTheDocument();
    expect(within(row).getByText('3,100.00')).toBeInTheDocument();
    expect(screen.getByText('待审核')).toBeInTheDocument();

    await user.click(row);
    expect(await screen.findByText('账单详情')).toBeInTheDocument();
    expect(currentPath()).toBe('/statements/7');
    const summary = await screen.findByRole('region', { name: '应发佣金' });
    expect(within(summary).getByText('3,100.00')).toBeInTheDocument();

    expect(value('存款')).toBe('30,000.00');
    expect(value('取款')).toBe('12,000.00');
    expect(value('有效投注')).toBe('250,000.00');
    expect(value('平台输赢 (GGR)')).toBe('+11,000.00');
    expect(value('红利/返水')).toBe('1,400.00');
    expect(value('手续费')).toBe('600.00');
    expect(value('净输赢')).toBe('+9,000.00');
    expect(value('上期结转')).toBe('-500.00');
    expect(value('佣金基数')).toBe('+8,500.00');
    expect(value('佣金比例')).toBe('35.00%');
    expect(value('佣金')).toBe('2,975.00');
    expect(value('级差佣金')).toBe('120.00');
    expect(value('流水佣金')).toBe('55.00');
    expect(value('调整')).toBe('-50.00活动补贴扣回');
    expect(value('应发佣金')).toBe('3,100.00');
    expect(value('结转下期')).toBe('0.00');

    const players = screen.getByRole('table', { name: '直属会员本期数据' });
    expect(within(players).getByRole('row', { name: /lucky001/ })).toHaveTextContent(
      'lucky00130,000.0012,000.00250,000.00+11,000.001,400.00600.00+9,000.00',
    );
    const overrides = screen.getByRole('table', { name: '下级代理团队带来的级差佣金' });
    expect(within(overrides).getByRole('row', { name: /team002/ })).toHaveTextContent(
      'team002+2,400.005.00%120.00',
    );
    const turnover = screen.getByRole('table', { name: '直属会员按游戏类别的有效投注' });
    expect(within(turnover).getByRole('row', { name: /电子/ })).toHaveTextContent('电子110,000.000.05%55.00');
  });

  it('says when there are no statements yet', async () => {
    answerMe();
    answer('get', '/agent/api/statements', ok(page([])));
    renderConsole('/statements');
    expect(await screen.findByText('暂无账单')).toBeInTheDocument();
  });

  it("shows the server's refusal for a statement that is not the agent's", async () => {
    answerMe();
    answer('get', '/agent/api/statements/99', Response.json({ code: 404, message: '账单不存在' }));
    renderConsole('/statements/99');
    expect(await screen.findByText('账单不存在')).toBeInTheDocument();
  });
});
