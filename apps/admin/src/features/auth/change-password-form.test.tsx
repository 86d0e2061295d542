import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, ok, renderConsole } from '../../test/render';
import { ChangePasswordForm } from './change-password-form';

const STRONG = '月亮湾-Harbor-7319';

describe('ChangePasswordForm', () => {
  it('asks for the current password and the new one twice, then sends both', async () => {
    const posts = answer('post', '/admin/api/password', ok(null));
    answer('get', '/admin/api/me', ok(null));
    const onDone = vi.fn();
    const { user } = renderConsole(<ChangePasswordForm onDone={onDone} />);
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('请输入当前密码')).toBeInTheDocument();
    expect(await screen.findByText('请再次输入新密码')).toBeInTheDocument();
    await user.type(screen.getByLabelText('当前密码'), 'old-secret');
    await user.type(screen.getByLabelText('新密码'), STRONG);
    await user.type(screen.getByLabelText('确认新密码'), 'something-else');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('两次密码不一致！')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), STRONG);
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('密码已修改')).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([{ old_password: 'old-secret', new_password: STRONG }]);
    expect(onDone).toHaveBeenCalledOnce();
  });
});
