/**
 * Renders the console as the browser does (its routes, query client and session) at `path`, against
 * the mock API (test-support/msw.ts); `signedIn` holds an agent token, as after login.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { expect } from 'vitest';
import type { AgentMe, AgentPage, AgentProjection } from '@app/shared/agent-contract';
import { AppRoutes } from '../app/app-routes';
import { queryClient } from '../lib/query-client';
import { setToken } from '../lib/session';
import { answer, ok } from '../../../../test-support/msw';

export { answer, ok, refuse, server, type Call } from '../../../../test-support/msw';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderConsole(path: string, { signedIn = true } = {}) {
  if (signedIn) setToken('agent-token');
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, ...view };
}

/** Where the console is now. */
export const currentPath = () => screen.getByTestId('location').textContent;

/** A period with nothing to pay yet. */
export const EMPTY_PROJECTION: AgentProjection = {
  ggr: '0.00',
  bonuses: '0.00',
  fees: '0.00',
  net: '0.00',
  carry_in: '0.00',
  base: '0.00',
  rate: '0.00',
  team_active: 0,
  team_net: '0.00',
  revenue: '0.00',
  override: '0.00',
  turnover: '0.00',
  commission: '0.00',
  carry_out: '0.00',
  overrides: [],
  turnover_lines: [],
};

export const TEST_AGENT: AgentMe = {
  user_id: 12,
  username: 'agent888',
  level: 1,
  max_depth: 3,
  can_open_sub_agents: true,
  state: 1,
  plan: {
    id: 1,
    name: '标准方案',
    active_min_valid: '100.00',
    deposit_fee_rate: '1.00',
    withdrawal_fee_rate: '1.00',
    tiers: [
      { min_active: 1, min_net: '0.00', rate: '30.00' },
      { min_active: 10, min_net: '50000.00', rate: '40.00' },
    ],
    turnover_rates: {},
    agents: 3,
  },
  totp_enabled: false,
  referral_path: '/#/?pid=12',
  period: { kind: 'month', start: '2026-11-01 00:00:00', end: '2026-12-01 00:00:00' },
};

/** The signed-in agent (/agent/api/me), which the session guard reads before any screen. */
export function answerMe(me: Partial<AgentMe> = {}) {
  return answer('get', '/agent/api/me', ok({ ...TEST_AGENT, ...me }));
}

export function page<T>(rows: T[], total = rows.length, perPage = 20): AgentPage<T> {
  return { total, per_page: perPage, data: rows };
}

/** Taps a button of the open antd-mobile dialog once it has animated in (until then it takes no taps). */
export async function tapInDialog(user: ReturnType<typeof userEvent.setup>, name: string) {
  const button = within(await screen.findByRole('dialog')).getByRole('button', { name });
  const blocked = () => {
    for (let node: HTMLElement | null = button; node; node = node.parentElement) {
      if (getComputedStyle(node).pointerEvents === 'none') return true;
    }
    return false;
  };
  await waitFor(() => expect(blocked()).toBe(false));
  await user.click(button);
}
