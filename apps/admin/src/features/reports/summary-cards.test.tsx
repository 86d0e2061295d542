import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DayReport, ReportFigures } from '@app/shared/admin-contract';
import { SummaryCards } from './summary-cards';

const ZERO: ReportFigures = {
  deposit: '0.00',
  deposit_count: 0,
  depositors: 0,
  withdrawal: '0.00',
  withdrawal_count: 0,
  withdrawers: 0,
  net_deposit: '0.00',
  bet_count: 0,
  bet: '0.00',
  valid_bet: '0.00',
  payout: '0.00',
  ggr: '0.00',
  bonus: '0.00',
  bonus_detail: { activity: '0.00', vip: '0.00', rebate: '0.00', red_packet: '0.00', manual_credit: '0.00' },
  manual_debit: '0.00',
  net_revenue: '0.00',
  new_players: 0,
  first_depositors: 0,
  active_players: 0,
};

/** The demo's week as an operator reported it: red packets in the total, missing from the lines. */
const WEEK: ReportFigures = {
  ...ZERO,
  bet: '20000.00',
  ggr: '2626.50',
  bonus: '28.92',
  bonus_detail: { ...ZERO.bonus_detail, red_packet: '27.76', rebate: '1.16' },
  net_revenue: '2597.58',
};
const TODAY: DayReport = { ...ZERO, date: '2026-11-28', ggr: '-120.00', net_revenue: '-120.00' };

const fen = (yuan: string) => Math.round(Number(yuan.replace(/[¥,]/g, '')) * 100);

describe('经营概览 cards', () => {
  it('breaks 优惠 down into lines that add up to it, every kind named', () => {
    render(<SummaryCards summary={WEEK} today={TODAY} />);
    const lines = within(screen.getByTestId('bonus-breakdown')).getAllByRole('listitem');
    expect(lines.map((l) => l.textContent)).toEqual(['返水 ¥1.16', '红包 ¥27.76']);
    const amounts = lines.map((l) => fen(l.textContent!.split(' ')[1]!));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(fen(WEEK.bonus));
    expect(within(screen.getByTestId('kpi-bonus')).getByText('¥28.92')).toBeInTheDocument();
  });

  it('says so when no bonus was paid', () => {
    render(<SummaryCards summary={ZERO} today={TODAY} />);
    expect(within(screen.getByTestId('bonus-breakdown')).getByText('无优惠发放')).toBeInTheDocument();
  });

  it('shows a gain red and a loss green, as Chinese figures are read', () => {
    render(<SummaryCards summary={WEEK} today={TODAY} />);
    const ggr = screen.getByTestId('kpi-ggr');
    expect(within(ggr).getByText('¥2,626.50')).toHaveAttribute('data-sign', 'up');
    expect(within(ggr).getByText('-¥120.00')).toHaveAttribute('data-sign', 'down');
    expect(within(screen.getByTestId('kpi-net_revenue')).getByText('¥2,597.58')).toHaveAttribute(
      'data-sign',
      'up',
    );
  });
});
