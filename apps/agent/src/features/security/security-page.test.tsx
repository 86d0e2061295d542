import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, answerMe, currentPath, ok, refuse, renderConsole, tapInDialog } from '../../test/render';
import { getToken } from '../../lib/session';

describe('安全中心', () => {
  it('turns the authenticator on with a code from the app', async () => {
    answerMe({ totp_enabled: false });
    answer(
      'post',
      '/agent/api/totp/setup',
      ok({ secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', qr: '' }),
    );
    const enables = answer('post', '/agent/api/totp/enable', ({ body }) =>
      (body as { code: string }).code === '654321'
        ? ok(null, '已开启动态验证码，下次登录时需要输入')
        : refuse('动态验证码错误'),
    );
    const { user } = renderConsole('/security');

    await user.click(await screen.findByRole('button', { name: '开启动态验证码' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const code = screen.getByLabelText(/输入身份验证器中显示的6位动态码/);

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: '确认开启' }));
    expect(await screen.findByText('动态验证码错误')).toBeInTheDocument();

    answerMe({ totp_enabled: true });
    await user.type(code, '65-4321');
    await user.click(screen.getByRole('button', { name: '确认开启' }));
    expect(await screen.findByText('已开启动态验证码，下次登录时需要输入')).toBeInTheDocument();
    expect(await screen.findByText('动态验证码已开启')).toBeInTheDocument();
    expect(enables.map((call) => call.body)).toEqual([{ code: '111111' }, { code: '654321' }]);
  });

  it('signs out on the server and here', async () => {
    answerMe({ totp_enabled: true });
    answer('get', '/api/captcha', ok({ captcha_id: 'c1', image: '' }));
    answer('post', '/api/app', ok({ title: '金沙娱乐' }));
    const logouts = answer('post', '/agent/api/logout', ok(null, '已退出登录'));
    const { user } = renderConsole('/security');

    expect(await screen.findByText('动态验证码已开启')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await tapInDialog(user, '退出登录');

    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(logouts).toHaveLength(1);
    expect(getToken()).toBeNull();
  });
});
