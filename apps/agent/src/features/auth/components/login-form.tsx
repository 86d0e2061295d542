import { useState, type FormEvent } from 'react';
import { Button, DotLoading, Toast } from 'antd-mobile';
import { CheckShieldOutline, KeyOutline, LockOutline, UserOutline } from 'antd-mobile-icons';
import { digitsOnly, LOGIN_LIMITS, validateLogin } from '@app/shared';
import type { AgentLoginResult } from '@app/shared/agent-contract';
import { useCaptcha } from '../api/get-captcha';
import { asksForTotp, useLogin } from '../api/post-login';
import { LoginField } from './login-field';
import styles from './login-form.module.css';

const TOTP_DIGITS = 6;

/**
 * Account, password and the site's captcha; once the server says the account has an authenticator,
 * its six-digit code too. Every refusal is the server's own message; the captcha is single use, so
 * each answered attempt draws a new one.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [totp, setTotp] = useState('');
  const [totpRequired, setTotpRequired] = useState(false);
  const challenge = useCaptcha();
  const login = useLogin();

  const refuse = (message: string) => {
    Toast.show({ icon: 'fail', content: message });
    setCaptcha('');
    void challenge.refetch();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateLogin({ name: name.trim(), password, captcha }, { captcha: true });
    if (problem) return void Toast.show({ content: problem });
    const answer = await login.mutateAsync({
      name: name.trim(),
      password,
      captcha_id: challenge.data?.captcha_id,
      captcha,
      totp: totpRequired && totp ? totp : undefined,
    });
    if (answer.code === 200) return onSignedIn((answer.data as AgentLoginResult).token);
    if (asksForTotp(answer.data)) setTotpRequired(true);
    refuse(answer.message);
  };

  const image = challenge.data?.image;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <LoginField
        icon={<UserOutline />}
        label="代理账号"
        value={name}
        onChange={setName}
        placeholder="请输入代理账号"
        maxLength={LOGIN_LIMITS.name}
        autoComplete="username"
      />
      <LoginField
        icon={<LockOutline />}
        label="登录密码"
        type="password"
        value={password}
        onChange={setPassword}
        placeholder="请输入登录密码"
        maxLength={LOGIN_LIMITS.password}
        autoComplete="current-password"
      />
      <LoginField
        icon={<CheckShieldOutline />}
        label="验证码"
        value={captcha}
        onChange={(next) => setCaptcha(next.trim())}
        placeholder="请输入验证码"
        maxLength={6}
        autoComplete="off"
        extra={
          <button
            type="button"
            className={styles.captcha}
            onClick={() => void challenge.refetch()}
            aria-label="看不清？换一张"
          >
            {challenge.isFetching ? <DotLoading /> : image ? <img src={image} alt="验证码" /> : '点击刷新'}
          </button>
        }
      />
      {totpRequired && (
        <LoginField
          icon={<KeyOutline />}
          label="动态验证码"
          inputMode="numeric"
          value={totp}
          onChange={(next) => setTotp(digitsOnly(next, TOTP_DIGITS))}
          placeholder="请输入身份验证器中的6位动态码"
          maxLength={TOTP_DIGITS}
          autoComplete="one-time-code"
        />
      )}
      <Button
        type="submit"
        block
        color="primary"
        className={styles.submit}
        loading={login.isPending}
        loadingText="登录中"
      >
        登录
      </Button>
    </form>
  );
}
