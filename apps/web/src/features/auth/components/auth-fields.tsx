import { LockOutline, UserOutline } from 'antd-mobile-icons';
import { AuthField, type AuthFieldProps } from './auth-field';

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
