import { Toast } from 'antd-mobile';
import { LOGIN_LIMITS, MSG, PASSWORD_HINT, validateLogin } from '@app/shared';
import { isOk } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { useLogin } from '../api/post-login';
import { useStartSession } from '../hooks/use-start-session';
import { AuthForm, passwordSpec, useAuthForm, USERNAME, type AuthFieldSpec } from './auth-fields';
import styles from './auth-form.module.css';

interface Props {
  onDone: () => void;
  onLink: (to: string) => void;
}

const FIELDS: AuthFieldSpec<'name' | 'password'>[] = [
  { ...USERNAME, placeholder: '请输入账号', maxLength: LOGIN_LIMITS.name },
  {
    ...passwordSpec('current-password', LOGIN_LIMITS.password),
    key: 'password',
    placeholder: `请输入密码（${PASSWORD_HINT}）`,
  },
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
  const form = useAuthForm(FIELDS, { name: '', password: '' });
  const { values, captcha } = form;
  const { name, password } = values;
  const login = useLogin();
  const startSession = useStartSession();
  const refuse = (message: string) => {
    Toast.show({ icon: 'fail', content: message });
    captcha.reset();
  };

  const send = async () => {
    const answer = await login.mutateAsync({
      name,
      password,
      captcha_id: captcha.captchaId,
      captcha: captcha.answer,
      device_token: storage.getDeviceToken() ?? undefined,
    });
    if (!isOk(answer)) return refuse(answer.message);
    if (answer.data.device_token) storage.setDeviceToken(answer.data.device_token);
    const session = await startSession(answer.data.new_api_token);
    if (!session.ok) return refuse(session.message);
    Toast.show({ icon: 'success', content: welcome(answer.data.previous_login_at), duration: 2500 });
    onDone();
  };

  return (
    <AuthForm
      form={form}
      check={() => validateLogin({ name, password, captcha: captcha.answer }, { captcha: true })}
      send={send}
      action="登录"
      busyText="登录中"
    >
      <div className={styles.row}>
        <button type="button" className={styles.link} onClick={() => onLink('/')}>
          随便逛逛
        </button>
        <button type="button" className={styles.linkStrong} onClick={() => onLink('/kefu')}>
          忘记密码？
        </button>
      </div>
    </AuthForm>
  );
}
