import { useState } from 'react';
import { Checkbox, Toast } from 'antd-mobile';
import { UserContactOutline } from 'antd-mobile-icons';
import {
  digitsOnly,
  MSG,
  PASSWORD_HINT,
  PROTECTION_MSG,
  REGISTER_LIMITS,
  validateRegister,
  type RegisterInput,
} from '@app/shared';
import { isOk } from '../../../lib/api-client';
import { sessionFlags, storage } from '../../../lib/storage';
import { useRegister } from '../api/post-register';
import { useStartSession } from '../hooks/use-start-session';
import { AuthForm, passwordSpec, useAuthForm, USERNAME, type AuthFieldSpec } from './auth-fields';
import { KeyIcon } from './key-icon';
import styles from './auth-form.module.css';

type Fields = Omit<RegisterInput, 'captcha'>;

const EMPTY: Fields = { name: '', password: '', confirmPass: '', realname: '', paypassword: '' };

const { nameMin, nameMax, passwordMax, payPassword } = REGISTER_LIMITS;
const NEW_PASSWORD = passwordSpec('new-password', passwordMax);
const FIELDS: AuthFieldSpec<keyof Fields>[] = [
  { ...USERNAME, placeholder: `${nameMin}-${nameMax}位字母和数字组合`, maxLength: nameMax },
  { ...NEW_PASSWORD, key: 'password', placeholder: PASSWORD_HINT },
  { ...NEW_PASSWORD, key: 'confirmPass', placeholder: '请再次输入密码' },
  {
    key: 'realname',
    icon: <UserContactOutline />,
    placeholder: '真实姓名（需与取款账户一致）',
    autoComplete: 'name',
  },
  // No maxLength: digitsOnly cuts to six, so a pasted "12ab3456" keeps all six digits.
  {
    key: 'paypassword',
    icon: <KeyIcon />,
    placeholder: `${payPassword}位数字取款密码`,
    secret: true,
    inputMode: 'numeric',
    autoComplete: 'off',
    clean: (value) => digitsOnly(value, payPassword),
  },
];

export function RegisterForm({ pid, onDone }: { pid: string | null; onDone: () => void }) {
  const form = useAuthForm(FIELDS, EMPTY);
  const { values: fields, captcha } = form;
  const register = useRegister();
  const startSession = useStartSession();
  // Ticked by the player, never preset: the confirmation the server stores must be theirs.
  const [adult, setAdult] = useState(false);

  const check = () =>
    validateRegister({ ...fields, captcha: captcha.answer }, { captcha: true }) ??
    (adult ? null : PROTECTION_MSG.adultRequired);

  const send = async () => {
    const answer = await register.mutateAsync({
      ...fields,
      realname: fields.realname.trim(),
      pid: pid ?? undefined,
      captcha_id: captcha.captchaId,
      captcha: captcha.answer,
      // The ticked box above the button: the server stores when the player confirmed being 18 or older.
      adult: 1,
    });
    if (!isOk(answer)) {
      Toast.show({ icon: 'fail', content: answer.message });
      captcha.reset();
      return;
    }
    const session = await startSession(answer.data.api_token);
    if (!session.ok) {
      Toast.show({ icon: 'fail', content: session.message });
      return;
    }
    storage.setPid(null);
    // Home offers a deposit limit to the new player (skippable): see home's limit-prompt.
    sessionFlags.set('limitPrompt');
    Toast.show({ icon: 'success', content: answer.message || MSG.registerSuccess });
    onDone();
  };

  return (
    <AuthForm
      form={form}
      check={check}
      send={send}
      networkMessage={MSG.networkError}
      action="注册"
      busyText="注册中"
    >
      <div className={styles.adultNotice} data-testid="adult-notice">
        <span className={styles.adultBadge}>18+</span>
        <Checkbox checked={adult} onChange={setAdult} className={styles.adultCheck}>
          我确认已年满18周岁，并承诺理性投注（本站仅限成年人注册）
        </Checkbox>
      </div>
    </AuthForm>
  );
}
