import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectCsv } from '../../test/downloads';
import { columnTitles, renderListPage } from '../../test/list-page';
import { answer, ok } from '../../test/render';
import type { AgentStatementAdminRow } from './api/get-agent-statements';
import { StatementsPage } from './statements-page';
import { PENDING_STATEMENT } from './test-fixtures';

const ROW: AgentStatementAdminRow = PENDING_STATEMENT;
const HELD = { ...ROW, id: 42, username: 'agent_b', state: 'held', adjust: '0.00', payable: '7800.00' };
const PERIODS = [
  {
    id: 7,
    period: '2026-05',
    kind: 'month',
    settled_at: '2026-06-01 00:05:00',
    statements: 2,
    payable: '15400.00',
  },
  {
    id: 6,
    period: '2026-04',
    kind: 'month',
    settled_at: '2026-05-01 00:05:00',
    statements: 1,
    payable: '0.00',
  },
];

async function renderPage() {
  answer('get', '/admin/api/agent-periods', ok(PERIODS));
  return renderListPage(<StatementsPage />, {
    path: '/admin/api/agent-statements',
    rows: [ROW, { ...HELD, hold_reason: '待风控核查' }],
    firstText: 'agent_a',
  });
}

describe('StatementsPage', () => {
  it('lists the waiting statements with their figures, the adjustment and the state', async () => {
    const { reads, row } = await renderPage();
    expect(reads[0]?.url.search).toBe('?state=pending&page=1&per_page=20');
    expect(columnTitles()).toEqual([
      '账单',
      '代理',
      '直属 / 活跃',
      '净输赢 / 比例',
      '计算 / 调整',
      '应发佣金',
      '状态',
      '操作',
    ]);
    for (const text of [
      '#41',
      '2026-05',
      '第 2 级',
      '8 / 5',
      '¥26,000.00',
      '30%',
      '¥7,800.00',
      '-200.00',
      '¥7,600.00',
    ])
      expect(row('agent_a').getAllByText(text).length).toBeGreaterThan(0);
    expect(row('agent_a').getByText('需复核')).toBeInTheDocument();
    expect(row('agent_b').getByText('待风控核查')).toBeInTheDocument();
    expect(row('agent_b').getByRole('button', { name: '恢复审核' })).toBeInTheDocument();
    expect(screen.getByText('共 2 张账单')).toBeInTheDocument();
  });

  it('reads the list by state, period and account', async () => {
    const { user, pick, readWith } = await renderPage();
    await user.click(screen.getByText('待复核'));
    await readWith('?state=second&page=1&per_page=20');
    await pick(0, '2026-04（月结）');
    await user.type(screen.getByPlaceholderText('代理账号'), ' agent_a {Enter}');
    await readWith('?period_id=6&username=agent_a&state=second&page=1&per_page=20');
    await user.click(screen.getByText('全部'));
    await readWith('?period_id=6&username=agent_a&page=1&per_page=20');
  });

  it('settles the closed periods and says how many', async () => {
    const settles = answer('post', '/admin/api/agent-periods/settle', ok({ settled: 2 }));
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: '结算已结束周期' }));
    expect(await screen.findByText('已结算 2 个周期')).toBeInTheDocument();
    expect(settles).toHaveLength(1);
  });

  it('opens a statement with its figures and lines', async () => {
    answer(
      'get',
      '/admin/api/agent-statements/41',
      ok({
        ...ROW,
        team_active: 9,
        team_net: '30000.00',
        deposits: '88000.00',
        withdrawals: '52000.00',
        valid_bets: '356000.00',
        ggr: '31200.00',
        bonuses: '3400.00',
        fees: '1800.00',
        carry_in: '-1200.00',
        base: '24800.00',
        carry_out: '0.00',
        revenue: '7440.00',
        override: '260.00',
        turnover: '100.00',
        paid_at: '',
        players: [
          {
            username: 'lucky66',
            deposits: '30000.00',
            withdrawals: '12000.00',
            valid_bets: '150000.00',
            ggr: '15000.00',
            bonuses: '1200.00',
            fees: '600.00',
            net: '13200.00',
          },
        ],
        overrides: [{ username: 'agent_c', base: '5200.00', rate: '5.00', amount: '260.00' }],
        turnover_lines: [
          { category: 'slots', label: '电子', valid_bets: '20000.00', rate: '0.50', amount: '100.00' },
        ],
      }),
    );
    const { user } = await renderPage();
    await user.click(screen.getByRole('button', { name: '#41' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(await drawer.findByText('佣金账单 #41 · agent_a · 2026-05')).toBeInTheDocument();
    // The figure beside its label in the summary (the line tables below repeat some titles).
    const cell = (label: string) => drawer.getAllByText(label)[0]!.closest('th')!.nextElementSibling;
    expect(cell('上期结转')).toHaveTextContent('-¥1,200.00');
    expect(cell('级差佣金')).toHaveTextContent('¥260.00');
    expect(cell('应发佣金')).toHaveTextContent('¥7,600.00');
    expect(drawer.getByText('调整原因：剔除套利投注')).toBeInTheDocument();
    expect(within(drawer.getByText('lucky66').closest('tr')!).getByText('¥13,200.00')).toBeInTheDocument();
    expect(within(drawer.getByText('agent_c').closest('tr')!).getByText('5%')).toBeInTheDocument();
    expect(within(drawer.getByText('电子').closest('tr')!).getByText('¥100.00')).toBeInTheDocument();
    expect(drawer.getByRole('button', { name: '通过' })).toBeInTheDocument();
  });

  it('exports the list as CSV', async () => {
    const { user } = await renderPage();
    await expectCsv(
      user,
      'agent-statements.csv',
      `账单ID,周期,代理,层级,直属会员,活跃会员,净输赢,比例%,计算佣金,调整,调整原因,应发佣金,状态,审核人,暂缓原因
41,2026-05,agent_a,2,8,5,26000.00,30.00,7800.00,-200.00,剔除套利投注,7600.00,待审核,,
42,2026-05,agent_b,2,8,5,26000.00,30.00,7800.00,0.00,剔除套利投注,7800.00,已暂缓,,待风控核查
`,
    );
  });
});
