import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Toast } from 'antd-mobile';
import { LockOutline, UserOutline } from 'antd-mobile-icons';
import { toastError } from '../../../lib/toast-error';
import { useCaptchaAnswer } from '../hooks/use-captcha-answer';
import { AuthField, type AuthFieldProps } from './auth-field';
import { CaptchaField } from './captcha-field';
import styles from './auth-form.module.css';

/** One field of a form's table: its key in the form's values, and what to keep of a typed value. */
export type AuthFieldSpec<K extends string> = Omit<AuthFieldProps, 'value' | 'onChange'> & {
  key: K;
  clean?: (value: string) => string;
};

/** The account name (login and registration): spaces are dropped as they are typed. */
export const USERNAME = {
  key: 'name',
  name: 'username',
  icon: <UserOutline />,
  autoComplete: 'username',
  clean: (value: string) => value.trim(),
} as const;

/** A password: browsers fill a current-password field and suggest a new-password one. */
export const passwordSpec = (autoComplete: 'current-password' | 'new-password', maxLength: number) =>
  ({ icon: <LockOutline />, secret: true, maxLength, autoComplete }) as const;

/** A form's fields from its table, in order; `name` defaults to the key. */
export function AuthFields<K extends string, V extends Record<K, string>>(props: {
  specs: AuthFieldSpec<K>[];
  values: V;
  setValues: (update: (prev: V) => V) => void;
}) {
  return props.specs.map(({ key, clean, name, ...field }) => (
    <AuthField
      key={key}
      {...field}
      name={name ?? key}
      value={props.values[key]}
      onChange={(value) => props.setValues((prev) => ({ ...prev, [key]: clean ? clean(value) : value }))}
    />
  ));
}

/** A form's fields, their values and its captcha, for AuthForm. */
export function useAuthForm<K extends string, V extends Record<K, string>>(
  specs: AuthFieldSpec<K>[],
  empty: V,
) {
  const [values, setValues] = useState(empty);
  const captcha = useCaptchaAnswer();
  return { specs, values, setValues, captcha };
}

interface AuthFormProps<K extends string, V extends Record<K, string>> {
  form: ReturnType<typeof useAuthForm<K, V>>;
  /** The local check: its message is toasted and nothing is sent. */
  check: () => string | null | undefined;
  /** Sends the form; when the request fails the captcha is drawn again. */
  send: () => Promise<void>;
  /** What a network failure says (toastError). */
  networkMessage?: string;
  action: string;
  busyText: string;
  /** Between the captcha and the button. */
  children: ReactNode;
}

/** The login and registration form: the fields, the captcha, then the submit button. */
export function AuthForm<K extends string, V extends Record<K, string>>(props: AuthFormProps<K, V>) {
  const { form, check, send, networkMessage } = props;
  const { captcha } = form;
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = check();
    if (invalid) {
      Toast.show({ content: invalid });
      return;
    }
    setBusy(true);
    try {
      await send();
    } catch (error) {
      captcha.reset();
      toastError(error, networkMessage);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <AuthFields specs={form.specs} values={form.values} setValues={form.setValues} />
      <CaptchaField captcha={captcha} />
      {props.children}
      <Button block type="submit" className={styles.submit} loading={busy} loadingText={props.busyText}>
        {props.action}
      </Button>
    </form>
  );
}
