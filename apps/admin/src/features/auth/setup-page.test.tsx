import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, ok, refuse, renderConsole } from '../../test/render';
import { SetupPage } from './setup-page';

const STRONG = '月亮湾-Harbor-7319';

async function renderSetup(route = '/setup?token=t0ken') {
  answer('get', '/admin/api/setup', ok({ needed: true }));
  const view = renderConsole(
    <Routes>
      <Route path="/setup" element={<SetupPage />} />
      <Route path="/login" element={<p>登录页</p>} />
    </Routes>,
    { route },
  );
  const field = (label: string) => screen.findByLabelText(label);
  const fill = async (username: string, password: string, confirm = password) => {
    await view.user.type(await field('管理员账号'), username);
    await view.user.type(await field('密码'), password);
    await view.user.type(await field('确认密码'), confirm);
    await view.user.click(screen.getByRole('button', { name: '创建并前往登录' }));
  };
  return { ...view, fill };
}

describe('SetupPage', () => {
  it('says the link is missing without its token', async () => {
    await renderSetup('/setup');
    expect(await screen.findByText('缺少初始化链接')).toBeInTheDocument();
  });

  it('asks for an account with its rule, a password and the same password again', async () => {
    const posts = answer('post', '/admin/api/setup', ok(null));
    const { user, fill } = await renderSetup();
    await user.click(await screen.findByRole('button', { name: '创建并前往登录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
    expect(screen.getByText('4-32 位小写字母、数字或下划线，以字母开头。')).toBeInTheDocument();
    await fill('chief', STRONG, `${STRONG}x`);
    expect(await screen.findByText('两次密码不一致！')).toBeInTheDocument();
    expect(posts).toHaveLength(0);
  });

  it('creates the first operator with the token and goes to the login', async () => {
    const posts = answer('post', '/admin/api/setup', ok(null));
    const { fill } = await renderSetup();
    await fill('chief', STRONG);
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([{ token: 't0ken', username: 'chief', password: STRONG }]);
  });

  it('shows the server refusal above the form', async () => {
    answer('post', '/admin/api/setup', refuse('初始化链接无效或已过期'));
    const { fill } = await renderSetup();
    await fill('chief', STRONG);
    expect(await screen.findByText('初始化链接无效或已过期')).toBeInTheDocument();
  });
});
