import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { answer, ok, refuse, renderScreen, TEST_USER } from '../../../test/render';
import { getToken } from '../../../lib/session';
import { RegisterForm } from './register-form';

const FIELDS = {
  name: '6-10位字母和数字组合',
  password: '8-32位字母和数字组合',
  confirmPass: '请再次输入密码',
  realname: '真实姓名（需与取款账户一致）',
  paypassword: '6位数字取款密码',
  captcha: '请输入验证码',
} as const;
const VALID = {
  name: 'demo01',
  password: 'abcd1234',
  confirmPass: 'abcd1234',
  realname: ' 张三 ',
  paypassword: '123456',
  captcha: 'ab12',
};

/** Each captcha read draws a new challenge: c1, c2, … */
function renderRegister() {
  let n = 0;
  const captchas = answer('get', '/api/captcha', () =>
    ok({ captcha_id: `c${++n}`, image: 'data:image/png,' }),
  );
  const onDone = vi.fn();
  const form = <RegisterForm pid="8001" onDone={onDone} />;
  const view = renderScreen(form, { path: '/login', loggedIn: false });
  const { user } = view;
  const fill = async (values: Partial<typeof VALID>) => {
    for (const [key, value] of Object.entries(values)) {
      const input = screen.getByPlaceholderText(FIELDS[key as keyof typeof FIELDS]);
      await user.clear(input);
      await user.type(input, value);
    }
  };
  const tickAdult = () => user.click(screen.getByRole('checkbox', { name: /我确认已年满18周岁/ }));
  const submit = () => user.click(screen.getByRole('button', { name: '注册' }));
  return { ...view, captchas, onDone, fill, tickAdult, submit };
}

describe('RegisterForm', () => {
  it('checks the fields in the spec order with the spec messages and sends nothing', async () => {
    const registers = answer('post', '/api/register', refuse('该用户名已被注册'));
    const { fill, submit, tickAdult } = renderRegister();
    const expectToast = async (text: string) => {
      await submit();
      expect(await screen.findByText(text)).toBeInTheDocument();
    };

    await expectToast('用户名长度不得低于6位，以字母和数字组合！');
    await fill({ name: 'abcdefg' }); // letters only
    await expectToast('用户名长度不得低于6位，以字母和数字组合！');
    await fill({ name: 'demo01', password: 'abcdefgh' });
    await expectToast('密码长度最少8位！以字母和数字组合！');
    await fill({ password: 'abcd1234', confirmPass: 'abcd12345' });
    await expectToast('两次密码不一致！');
    await fill({ confirmPass: 'abcd1234', realname: 'Zhang3' });
    await expectToast('姓名格式不正确，可以是中，英文名称！');
    await fill({ realname: '张三', paypassword: '12a34' });
    expect(screen.getByPlaceholderText(FIELDS.paypassword)).toHaveValue('1234');
    await expectToast('支付密码长度需是6位！');
    await fill({ paypassword: '123456' });
    await expectToast('请输入验证码！');
    await fill({ captcha: 'abcd' });
    await expectToast('验证码错误！');
    await fill({ captcha: 'ab12' });
    await expectToast('注册需确认您已年满18周岁');
    expect(registers).toHaveLength(0);
    await tickAdult();
    await submit();
    await waitFor(() => expect(registers).toHaveLength(1));
  });

  it('posts the registration with referrer, captcha and age check, then starts the session', async () => {
    const registers = answer('post', '/api/register', ok({ api_token: 'tok-1' }, '注册成功'));
    const profiles = answer('post', '/api/user', ok({ ...TEST_USER, username: 'demo01' }));
    const { fill, tickAdult, submit, onDone } = renderRegister();

    await waitFor(() => expect(screen.getByAltText('验证码')).toBeInTheDocument());
    await fill(VALID);
    await tickAdult();
    await submit();

    expect(await screen.findByText('注册成功')).toBeInTheDocument();
    expect(registers.map((c) => c.body)).toEqual([
      {
        name: 'demo01',
        password: 'abcd1234',
        confirmPass: 'abcd1234',
        realname: '张三',
        paypassword: '123456',
        pid: '8001',
        captcha_id: 'c1',
        captcha: 'ab12',
        adult: 1,
      },
    ]);
    expect(profiles[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(getToken()).toBe('tok-1');
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows the refusal, draws a new captcha and clears the answer', async () => {
    answer('post', '/api/register', refuse('该用户名已被注册'));
    const { fill, tickAdult, submit, onDone, captchas } = renderRegister();

    await waitFor(() => expect(captchas).toHaveLength(1));
    await fill(VALID);
    await tickAdult();
    await submit();

    expect(await screen.findByText('该用户名已被注册')).toBeInTheDocument();
    await waitFor(() => expect(captchas).toHaveLength(2));
    expect(screen.getByPlaceholderText(FIELDS.captcha)).toHaveValue('');
    expect(onDone).not.toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });

  it('says the network failed when no answer comes', async () => {
    answer('post', '/api/register', () => HttpResponse.error());
    const { fill, tickAdult, submit, onDone } = renderRegister();

    await fill(VALID);
    await tickAdult();
    await submit();

    expect(await screen.findByText('网络异常，请检查当前网络后重试！')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a blacklisted account after registration and forgets its token', async () => {
    answer('post', '/api/register', ok({ api_token: 'tok-2' }, '注册成功'));
    answer('post', '/api/user', ok({ ...TEST_USER, isblack: 1 }));
    const { fill, tickAdult, submit, onDone } = renderRegister();

    await fill(VALID);
    await tickAdult();
    await submit();

    expect(await screen.findByText('您已被设为黑名单，暂不能登录，请联系管理员！')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });
});
