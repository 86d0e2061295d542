import type { ReactNode } from 'react';
import { Input } from 'antd-mobile';
import styles from './login-form.module.css';

interface Props {
  icon: ReactNode;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength: number;
  type?: 'text' | 'password';
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  extra?: ReactNode;
}

/** One rounded field of the login card: an icon, the input (named for screen readers), an extra. */
export function LoginField({ icon, label, extra, inputMode, type = 'text', ...input }: Props) {
  return (
    <label className={styles.field}>
      <span className={styles.icon}>{icon}</span>
      {/* The field's name for screen readers; the placeholder says it to the eye. */}
      <span className="visually-hidden">{label}</span>
      <Input
        {...input}
        type={type}
        inputMode={inputMode}
        className={styles.input}
        clearable={type === 'text'}
        autoCapitalize="off"
        autoCorrect="off"
      />
      {extra}
    </label>
  );
}
