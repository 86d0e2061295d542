/// <reference types="@testing-library/jest-dom/vitest" />
/**
 * Renders a back-office screen as the console does (antd in Chinese with the console's theme and
 * button settings, antd's App for messages and modals, the app's query client, a router) against
 * the mock API (test-support/msw.ts), with an operator signed in.
 */
import type { ReactElement } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { PERMISSION, ROLE_PERMISSIONS, roleAllows, type Role } from '@app/shared';
import { theme } from '../app/theme';
import { queryClient } from '../lib/query-client';
import { setToken } from '../lib/session';

import { answer, ok } from '../../../../test-support/msw';

export { answer, ok, refuse, server, type Call } from '../../../../test-support/msw';

/** GET /admin/api/me: the signed-in operator, whose role decides which controls show. */
export function answerOperator(role: Role = 'finance') {
  const permissions = [...ROLE_PERMISSIONS[role]];
  answer(
    'get',
    '/admin/api/me',
    ok({ id: 2, username: 'finance1', role, mustChangePassword: false, permissions }),
  );
  // The risk and super roles see each player's risk tags (components/player-tags.tsx): none, unless
  // a test answers otherwise.
  if (roleAllows(role, PERMISSION.riskRead)) answer('get', '/admin/api/risk/player-tags', ok([]));
}

/** `route`: the address the screen opens at (its search parameters, for one). */
export function renderConsole(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  setToken('operator-token');
  const user = userEvent.setup();
  const view = render(
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>,
  );
  return { user, ...view };
}
