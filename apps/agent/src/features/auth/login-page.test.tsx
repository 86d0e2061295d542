import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AGENT_CONSOLE_MSG, MSG } from '@app/shared';
import type { AgentOverview } from '@app/shared/agent-contract';
import { getToken } from '../../lib/session';
import {
  answer,
  answerMe,
  currentPath,
  EMPTY_PROJECTION,
  ok,
  refuse,
  renderConsole,
} from '../../test/render';

const FIGURES = {
  registrations: 0,
  first_deposits: 0,
  active_players: 0,
  deposits: '0.00',
  withdrawals: '0.00',
  valid_bets: '0.00',
  ggr: '0.00',
  bonuses: '0.00',
};
const OVERVIEW: AgentOverview = {
  today: FIGURES,
  period: FIGURES,
  projection: EMPTY_PROJECTION,
  period_info: { kind: 'month', start: '2026-11-01 00:00:00', end: '2026-12-01 00:00:00' },
};

/** Each challenge its own id, so a test can tell a fresh captcha from the first. */
function answerCaptcha() {
  let drawn = 0;
  const calls = answer('get', '/api/captcha', () => {
    drawn += 1;
    return ok({ captcha_id: `c${drawn}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' });
  });
  answer('post', '/api/app', ok({ title: '金沙娱乐' }));
  return calls;
}

async function fillIn(user: ReturnType<typeof renderConsole>['user']) {
  await user.type(await screen.findByLabelText('代理账号'), 'agent888');
  await user.type(screen.getByLabelText('登录密码'), 'secret123');
  await user.type(screen.getByLabelText('验证码'), 'ab12');
}

describe('the login page', () => {
  it('signs in with account, password and captcha, keeps the token and opens the overview', async () => {
    answerCaptcha();
    const logins = answer('post', '/agent/api/login', ok({ token: 'new-agent-token' }));
    answerMe();
    answer('get', '/agent/api/overview', ok(OVERVIEW));
    const { user } = renderConsole('/login', { signedIn: false });
    expect(await screen.findByRole('heading', { name: '金沙娱乐 · 代理中心' })).toBeInTheDocument();

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('本期预计佣金（元）')).toBeInTheDocument();
    expect(logins[0]!.body).toEqual({
      name: 'agent888',
      password: 'secret123',
      captcha_id: 'c1',
      captcha: 'ab12',
    });
    expect(getToken()).toBe('new-agent-token');
    expect(sessionStorage.getItem('agentToken')).toBe('new-agent-token');
    // The player's own session key is not the console's.
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it("shows the server's refusal and draws a new captcha", async () => {
    const captchas = answerCaptcha();
    answer('post', '/agent/api/login', refuse('账号或密码错误'));
    const { user } = renderConsole('/login', { signedIn: false });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    await waitFor(() => expect(captchas).toHaveLength(2));
    expect(screen.getByLabelText('验证码')).toHaveValue('');
    expect(screen.queryByLabelText('动态验证码')).not.toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('asks for the authenticator code when the server says the account has one, then sends it', async () => {
    answerCaptcha();
    const logins = answer('post', '/agent/api/login', ({ body }) =>
      (body as { totp?: string }).totp === '123456'
        ? ok({ token: 't2' })
        : Response.json({ code: 400, message: '请输入动态验证码', data: { totp_required: true } }),
    );
    answerMe();
    answer('get', '/agent/api/overview', ok(OVERVIEW));
    const { user } = renderConsole('/login', { signedIn: false });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('请输入动态验证码')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('动态验证码'), '12a3456');
    await user.type(screen.getByLabelText('验证码'), 'cd34');
    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(getToken()).toBe('t2'));
    expect(logins[1]!.body).toMatchObject({ totp: '123456', captcha: 'cd34', captcha_id: 'c2' });
  });

  it('says what is missing before asking the server', async () => {
    answerCaptcha();
    const logins = answer('post', '/agent/api/login', ok({ token: 'x' }));
    const { user } = renderConsole('/login', { signedIn: false });
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(await screen.findByText(MSG.accountAndPasswordRequired)).toBeInTheDocument();
    expect(logins).toHaveLength(0);
  });
});

describe('leaving the console', () => {
  it('a frozen agent is sent to login with the reason', async () => {
    answerCaptcha();
    answerMe({ state: 0 });
    renderConsole('/');
    expect(await screen.findByText(AGENT_CONSOLE_MSG.frozen)).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(getToken()).toBeNull();
  });

  it('an expired session (401) is sent to login with the reason', async () => {
    answerCaptcha();
    answer('get', '/agent/api/me', Response.json({ code: 401 }, { status: 401 }));
    renderConsole('/players');
    expect(await screen.findByText(MSG.unauthenticated)).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(sessionStorage.getItem('agentToken')).toBeNull();
  });
});
