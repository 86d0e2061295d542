import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerOperator, ok, refuse, renderConsole } from '../../test/render';
import type { PlayerDetail } from './api/get-player';
import { PlayerActions } from './player-actions';

const PLAYER = { id: 7, username: 'demo888', isblack: 0, status: 1, active_sessions: 2 } as PlayerDetail;

async function renderActions(over: Partial<PlayerDetail> = {}) {
  answerOperator('super');
  const view = renderConsole(<PlayerActions p={{ ...PLAYER, ...over }} />);
  await screen.findByRole('button', { name: '强制下线' });
  const dialog = () => within(screen.getByRole('dialog'));
  return { ...view, dialog };
}

describe('PlayerActions', () => {
  it('blacklists with a required reason, says the effect and sends the reason trimmed', async () => {
    const posts = answer('post', '/admin/api/players/:id/blacklist', ok(null));
    const { user, dialog } = await renderActions();
    await user.click(screen.getByRole('button', { name: '加入黑名单' }));
    expect(dialog().getByText(/demo888 将立即被强制下线，之后不能登录、进入游戏或取款/)).toBeInTheDocument();
    expect(dialog().getByText('记入审计日志，会员看不到。')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: '加入黑名单' }));
    expect(await screen.findByText('请填写操作原因')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
    await user.type(dialog().getByLabelText('操作原因'), ' 套利 ');
    await user.click(dialog().getByRole('button', { name: '加入黑名单' }));
    expect(await screen.findByText('已加入黑名单，该会员已被强制下线')).toBeInTheDocument();
    expect(posts.map((c) => [c.url.pathname, c.body])).toEqual([
      ['/admin/api/players/7/blacklist', { isblack: 1, reason: '套利' }],
    ]);
  });

  it('lifts the blacklist without a reason', async () => {
    const posts = answer('post', '/admin/api/players/:id/blacklist', ok(null));
    const { user, dialog } = await renderActions({ isblack: 1 });
    await user.click(screen.getByRole('button', { name: '移出黑名单' }));
    expect(dialog().getByText('demo888 将可以重新登录、进入游戏和取款。')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: '移出黑名单' }));
    expect(await screen.findByText('已移出黑名单')).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([{ isblack: 0, reason: '' }]);
  });

  it('disables the account from the menu and keeps the dialog open when refused', async () => {
    const posts = answer('post', '/admin/api/players/:id/status', refuse('没有权限执行此操作', 403));
    const { user, dialog } = await renderActions();
    await user.click(screen.getByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByText('禁用账号'));
    expect(
      dialog().getByText('demo888 将立即被强制下线，之后不能登录（提示“该用户已被禁用”）。'),
    ).toBeInTheDocument();
    await user.type(dialog().getByLabelText('操作原因'), '盗号');
    await user.click(dialog().getByRole('button', { name: '禁用' }));
    expect(await screen.findByText('没有权限执行此操作')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([{ status: 0, reason: '盗号' }]);
  });

  it('enables a disabled account', async () => {
    const posts = answer('post', '/admin/api/players/:id/status', ok(null));
    const { user, dialog } = await renderActions({ status: 0 });
    await user.click(screen.getByRole('button', { name: '更多操作' }));
    await user.click(await screen.findByText('启用账号'));
    expect(dialog().getByText('demo888 将可以重新登录。')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: '启用' }));
    expect(await screen.findByText('已启用')).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([{ status: 1, reason: '' }]);
  });
});
