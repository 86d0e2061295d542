import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, ok, refuse, renderConsole } from '../../test/render';
import { MessageModal } from './message-modal';

function renderModal(sent: Response = ok(null)) {
  const posts = answer('post', '/admin/api/players/:id/messages', sent);
  const onClose = vi.fn();
  const view = renderConsole(<MessageModal playerId={7} open onClose={onClose} />);
  const dialog = within(screen.getByRole('dialog'));
  const send = () => view.user.click(dialog.getByRole('button', { name: '发送' }));
  return { ...view, posts, onClose, dialog, send };
}

describe('MessageModal', () => {
  it('asks for a title and a content', async () => {
    const { send, posts } = renderModal();
    await send();
    expect(await screen.findByText('请填写标题')).toBeInTheDocument();
    expect(await screen.findByText('请填写内容')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('sends the text as escaped paragraphs and closes', async () => {
    const { user, dialog, send, posts, onClose } = renderModal();
    await user.type(dialog.getByLabelText('标题'), ' 到账通知 ');
    await user.type(dialog.getByLabelText('内容'), '您的<存款>已到账{Enter}{Enter}谢谢 ');
    await send();
    expect(await screen.findByText('站内信已发送')).toBeInTheDocument();
    expect(posts.map((c) => [c.url.pathname, c.body])).toEqual([
      [
        '/admin/api/players/7/messages',
        { title: '到账通知', content: '<p>您的&#60;存款&#62;已到账</p><p><br></p><p>谢谢</p>' },
      ],
    ]);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the refusal and stays open', async () => {
    const { user, dialog, send, onClose } = renderModal(refuse('该会员不存在', 404));
    await user.type(dialog.getByLabelText('标题'), '通知');
    await user.type(dialog.getByLabelText('内容'), '内容');
    await send();
    expect(await screen.findByText('该会员不存在')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
