/// <reference types="@testing-library/jest-dom/vitest" />
/**
 * Renders a player-site screen as the app does (the app's query client, a router) for a test, with
 * the mock API (test-support/msw.ts). `loggedIn` holds a session token, as after login.
 */
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { CardRecord, UserInfo } from '@app/shared';
import { queryClient } from '../lib/query-client';
import { setToken } from '../lib/session';
import { answer, ok } from '../../../../test-support/msw';

export { answer, ok, refuse, server, type Call } from '../../../../test-support/msw';

/** Shows where the app navigated to: `screen.getByTestId('location')` reads path and query. */
function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function renderScreen(ui: ReactElement, { path = '/', loggedIn = true } = {}) {
  if (loggedIn) setToken('test-token');
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split('?')[0]} element={ui} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, ...view };
}

/** The path (and query) the screen navigated to, once it has left its own route. */
export async function navigatedTo(options?: { timeout?: number }): Promise<string | null> {
  return (await screen.findByTestId('location', {}, options)).textContent;
}

export const TEST_USER: UserInfo = {
  id: 7,
  username: 'demo888',
  avatar: '',
  balance: '3388.00',
  gameblance: '0.00',
  isblack: 0,
  status: 1,
  current_vip: 'P1',
  vip: 1,
  vipname: '',
  usdtrate: '7.20',
  isagent: 0,
  transferstatus: 0,
  withdrawcashfee: '5.00',
  withdrawfeeusdttrc: '1.00',
  withdrawusdtrate: '7.25',
  realname: '张三',
  mobile: '',
  email: '',
  birthday: '',
  pid: null,
  created_at: '2026-01-01 10:00:00',
  last_login_at: null,
};

/** The logged-in player's profile and balance, which most member screens read. */
export function answerPlayer(user: Partial<UserInfo> = {}) {
  const profile = { ...TEST_USER, ...user };
  answer('post', '/api/user', ok(profile));
  answer('post', '/api/balance', ok({ balance: profile.balance, gameblance: profile.gameblance }));
  return profile;
}

/** /api/getcard by type (1 bank cards, 2 USDT addresses, 4 AnToken addresses). */
export function answerCards(byType: Partial<Record<1 | 2 | 4, CardRecord[]>>) {
  return answer('post', '/api/getcard', ({ body }) => ok(byType[(body as { type: 1 | 2 | 4 }).type] ?? []));
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Turns the open antd-mobile Picker to `label` with its screen-reader buttons (选择下一项), then
 * taps 确定. (jsdom lays nothing out, so a tap on the wheel itself lands on its first item.)
 */
export async function pick(user: User, label: string) {
  const picker = await waitFor(() => {
    const element = document.querySelector<HTMLElement>('.adm-picker');
    if (!element) throw new Error('no picker is open');
    return element;
  });
  await untilInteractive(picker);
  const current = () =>
    within(picker)
      .getByRole('button', { name: /^当前选择的是：/ })
      .getAttribute('aria-label');
  while (current() !== `当前选择的是：${label}`) {
    await user.click(within(picker).getByRole('button', { name: /^选择下一项：/ }));
  }
  await user.click(within(picker).getByText('确定'));
}

/** An antd-mobile popup takes no taps (pointer-events: none) until it has slid in. */
export async function untilInteractive(element: HTMLElement) {
  const body = element.closest<HTMLElement>('.adm-popup-body') ?? element;
  await waitFor(() => expect(getComputedStyle(body).pointerEvents).not.toBe('none'));
}
