import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, ok, refuse, renderConsole } from '../../test/render';
import { CreateOperatorModal } from './create-operator-modal';

const STRONG = '月亮湾-Harbor-7319';

function renderModal(created: Response = ok({ id: 9 }, '已创建')) {
  const posts = answer('post', '/admin/api/operators', created);
  const onClose = vi.fn();
  const view = renderConsole(<CreateOperatorModal open onClose={onClose} />);
  const dialog = () => within(screen.getByRole('dialog'));
  const field = (label: string) => dialog().getByLabelText(label);
  const submit = () => view.user.click(dialog().getByRole('button', { name: '创建' }));
  return { ...view, posts, onClose, field, submit };
}

describe('CreateOperatorModal', () => {
  it('asks for an account and a password the operator rule accepts', async () => {
    const { user, field, submit, posts } = renderModal();

    await submit();
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    await user.type(field('账号'), 'ops_li');
    await user.type(field('初始密码'), 'short-pass1');
    await submit();
    expect(await screen.findByText('密码至少12位')).toBeInTheDocument();
    await user.clear(field('初始密码'));
    await user.type(field('初始密码'), 'Password1234');
    await submit();
    // The guessability estimate loads its dictionaries on first use.
    expect(await screen.findByText(/密码太常见或容易被猜到/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('posts the operator with the chosen role and says to hand the password over safely', async () => {
    const { user, field, submit, posts, onClose } = renderModal();

    await user.type(field('账号'), 'ops_li');
    await user.type(field('初始密码'), STRONG);
    await user.click(field('角色'));
    await user.click(await screen.findByText('存取款审核、资金调整'));
    await submit();

    expect(
      await screen.findByText('已创建操作员 ops_li，请将初始密码安全地交给本人', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([{ username: 'ops_li', password: STRONG, role: 'finance' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows the server refusal and stays open', async () => {
    const { user, field, submit, onClose } = renderModal(refuse('该账号已存在'));

    await user.type(field('账号'), 'admin');
    await user.type(field('初始密码'), STRONG);
    await submit();

    expect(await screen.findByText('该账号已存在', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(field('账号')).toHaveValue('admin'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
