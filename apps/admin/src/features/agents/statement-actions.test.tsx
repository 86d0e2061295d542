import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT_ADMIN_MSG, type Role } from '@app/shared';
import { answer, answerOperator, ok, refuse, renderConsole } from '../../test/render';
import type { AgentStatementAdminRow } from './api/get-agent-statements';
import { meKey } from '../../api/get-me';
import { queryClient } from '../../lib/query-client';
import { StatementActions } from './statement-actions';
import { PENDING_STATEMENT } from './test-fixtures';

const PENDING: AgentStatementAdminRow = {
  ...PENDING_STATEMENT,
  adjust: '0.00',
  payable: '7800.00',
  adjust_reason: '',
};

async function renderActions(over: Partial<AgentStatementAdminRow> = {}, role: Role = 'finance') {
  answerOperator(role);
  const view = renderConsole(<StatementActions s={{ ...PENDING, ...over }} />);
  const dialog = (name: string) => within(screen.getByRole('dialog', { name }));
  return { ...view, dialog };
}

describe('StatementActions', () => {
  it('approves one above the threshold: it waits for a second operator and says so', async () => {
    const posts = answer('post', '/admin/api/agent-statements/:id/approve', ok({ state: 'second' }));
    const { user, dialog } = await renderActions();
    await user.click(await screen.findByRole('button', { name: '通过' }));
    expect(
      dialog('审核通过').getByText(/应发 ¥7800.00，超过复核额度：通过后需另一位操作员复核发放/),
    ).toBeInTheDocument();
    await user.click(dialog('审核通过').getByRole('button', { name: '通过' }));

    const notice = await screen.findByText(
      /账单 #41 应发 ¥7800.00，超过复核额度，需由另一位有审核权限的操作员/,
    );
    expect(notice.closest('[role="dialog"]')).toHaveTextContent('已提交复核');
    expect(posts.map((c) => c.url.pathname)).toEqual(['/admin/api/agent-statements/41/approve']);
  });

  it('approves one within the threshold: paid at once', async () => {
    answer('post', '/admin/api/agent-statements/:id/approve', ok({ state: 'paid' }));
    const { user, dialog } = await renderActions({ needs_second: false, payable: '300.00' });
    await user.click(await screen.findByRole('button', { name: '通过' }));
    expect(dialog('审核通过').getByText(/通过后立即发放到代理的中心钱包/)).toBeInTheDocument();
    await user.click(dialog('审核通过').getByRole('button', { name: '通过' }));
    expect(await screen.findByText('账单 #41 已发放，¥300.00 已入 agent_a 的中心钱包')).toBeInTheDocument();
  });

  it('offers 复核发放 on one waiting for review; shows the refusal to the same operator', async () => {
    answer('post', '/admin/api/agent-statements/:id/confirm', refuse(AGENT_ADMIN_MSG.secondOperator, 403));
    const { user, dialog } = await renderActions({
      state: 'second',
      state_text: '待复核',
      approved_by: 'finance1',
    });
    expect(screen.queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '调整' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '复核发放' }));
    expect(dialog('复核发放').getByText(/由 finance1 审核通过/)).toBeInTheDocument();
    await user.click(dialog('复核发放').getByRole('button', { name: '复核发放' }));
    expect(await screen.findByText(AGENT_ADMIN_MSG.secondOperator)).toBeInTheDocument();
  });

  it('adjusts with a signed amount and a required reason, showing what will be paid', async () => {
    const posts = answer('post', '/admin/api/agent-statements/:id/adjust', ok(null));
    const { user, dialog } = await renderActions();
    await user.click(await screen.findByRole('button', { name: '调整' }));
    const modal = () => dialog('调整佣金 · agent_a · 2026-05');
    expect(modal().getByText('¥7,800.00')).toBeInTheDocument();
    await user.type(modal().getByLabelText('调整金额（元）'), '-8000');
    // Never below zero.
    expect(within(modal().getByText('调整后应发').closest('tr')!).getByText('¥0.00')).toBeInTheDocument();
    await user.clear(modal().getByLabelText('调整金额（元）'));
    await user.type(modal().getByLabelText('调整金额（元）'), '-200.5');
    expect(modal().getByText('¥7,599.50')).toBeInTheDocument();
    await user.click(modal().getByRole('button', { name: '保存调整' }));
    expect(await screen.findByText(AGENT_ADMIN_MSG.adjustReason)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.type(modal().getByLabelText('调整原因'), ' 套利会员的投注不计 ');
    await user.click(modal().getByRole('button', { name: '保存调整' }));
    expect(await screen.findByText('账单 #41 已调整，应发 ¥7599.50')).toBeInTheDocument();
    expect(posts.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/admin/api/agent-statements/41/adjust', { amount: '-200.5', reason: '套利会员的投注不计' }],
    ]);
  });

  it('refuses an amount that is not money', async () => {
    const { user, dialog } = await renderActions();
    await user.click(await screen.findByRole('button', { name: '调整' }));
    const modal = dialog('调整佣金 · agent_a · 2026-05');
    await user.type(modal.getByLabelText('调整金额（元）'), '12.345');
    await user.type(modal.getByLabelText('调整原因'), '补发');
    await user.click(modal.getByRole('button', { name: '保存调整' }));
    expect(await screen.findByText(AGENT_ADMIN_MSG.planAmount)).toBeInTheDocument();
  });

  it('holds with a reason', async () => {
    const holds = answer('post', '/admin/api/agent-statements/:id/hold', ok(null));
    const { user, dialog } = await renderActions();
    await user.click(await screen.findByRole('button', { name: '暂缓' }));
    await user.type(dialog('暂缓发放').getByLabelText('暂缓原因'), '待风控核查');
    await user.click(dialog('暂缓发放').getByRole('button', { name: '暂缓' }));
    expect(await screen.findByText('账单 #41 已暂缓')).toBeInTheDocument();
    expect(holds.map((c) => c.body)).toEqual([{ reason: '待风控核查' }]);
  });

  it('releases a held statement', async () => {
    const releases = answer('post', '/admin/api/agent-statements/:id/release', ok(null));
    const { user, dialog } = await renderActions({ state: 'held', hold_reason: '待核查' });
    expect(screen.queryByRole('button', { name: '暂缓' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '恢复审核' }));
    await user.click(dialog('恢复审核').getByRole('button', { name: '恢复审核' }));
    expect(await screen.findByText('账单 #41 已恢复为待审核')).toBeInTheDocument();
    await waitFor(() => expect(releases).toHaveLength(1));
  });

  it.each([
    ['a paid statement to finance', { state: 'paid' }, 'finance'],
    ['a pending one to an operator who cannot review money', {}, 'operations'],
  ] as const)('shows nothing on %s', async (_, over, role) => {
    await renderActions(over, role);
    // Once the operator is known, the controls are decided.
    await waitFor(() => expect(queryClient.getQueryState(meKey)?.status).toBe('success'));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
