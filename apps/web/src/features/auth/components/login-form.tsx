import { useState, type FormEvent } from 'react';
import { Button, Toast } from 'antd-mobile';
import { LOGIN_LIMITS, MSG, validateLogin } from '@app/shared';
import { isOk } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { toastError } from '../../../lib/toast-error';
import { useLogin } from '../api/post-login';
import { useCaptchaAnswer } from '../hooks/use-captcha-answer';
import { useStartSession } from '../hooks/use-start-session';
import { AuthFields, passwordSpec, USERNAME, type AuthFieldSpec } from './auth-fields';
import { CaptchaField } from './captcha-field';
import styles from './auth-form.module.css';

interface Props {
  onDone: () => void;
  onLink: (to: string) => void;
}

const FIELDS: AuthFieldSpec<'name' | 'password'>[] = [
  { ...USERNAME, placeholder: '请输入账号', maxLength: LOGIN_LIMITS.name },
  { ...passwordSpec('current-password', LOGIN_LIMITS.password), key: 'password', placeholder: '请输入密码' },
];

function welcome(previousLoginAt: string | null) {
  return (
    <div className={styles.toastText}>
      <div>{MSG.loginSuccess}</div>
      {previousLoginAt && <div className={styles.toastSub}>上次登录时间：{previousLoginAt}</div>}
    </div>
  );
}

export function LoginForm({ onDone, onLink }: Props) {
  const [fields, setFields] = useState({ name: '', password: '' });
  const { name, password } = fields;
  const captcha = useCaptchaAnswer();
  const login = useLogin();
  const startSession = useStartSession();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateLogin({ name, password, captcha: captcha.answer }, { captcha: true });
    if (invalid) {
      Toast.show({ content: invalid });
      return;
    }
    setBusy(true);
    try {
      const answer = await login.mutateAsync({
        name,
        password,
        captcha_id: captcha.captchaId,
        captcha: captcha.answer,
        device_token: storage.getDeviceToken() ?? undefined,
      });
      if (!isOk(answer)) {
        Toast.show({ icon: 'fail', content: answer.message });
        captcha.reset();
        return;
      }
      if (answer.data.device_token) storage.setDeviceToken(answer.data.device_token);
      const session = await startSession(answer.data.new_api_token);
      if (!session.ok) {
        Toast.show({ icon: 'fail', content: session.message });
        captcha.reset();
        return;
      }
      Toast.show({
        icon: 'success',
        content: welcome(answer.data.previous_login_at),
        duration: 2500,
      });
      onDone();
    } catch (error) {
      captcha.reset();
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <AuthFields specs={FIELDS} values={fields} setValues={setFields} />
      <CaptchaField captcha={captcha} />
      <div className={styles.row}>
        <button type="button" className={styles.link} onClick={() => onLink('/')}>
          随便逛逛
        </button>
        <button type="button" className={styles.linkStrong} onClick={() => onLink('/kefu')}>
          忘记密码？
        </button>
      </div>
      <Button block type="submit" className={styles.submit} loading={busy} loadingText="登录中">
        登录
      </Button>
    </form>
  );
}
