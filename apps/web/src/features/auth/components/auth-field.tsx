import { useState, type ReactNode } from 'react';
import { Input } from 'antd-mobile';
import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
import styles from './auth-form.module.css';

export interface AuthFieldProps {
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  maxLength?: number;
  /** A secret field gets an eye button to show what was typed. */
  secret?: boolean;
  inputMode?: 'text' | 'numeric';
  autoComplete?: string;
  name?: string;
  extra?: ReactNode;
}

export function AuthField({ icon, secret, extra, inputMode, ...input }: AuthFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <label className={styles.field}>
      <span className={styles.icon}>{icon}</span>
      <Input
        {...input}
        className={styles.input}
        type={secret && !visible ? 'password' : 'text'}
        inputMode={inputMode}
        clearable={!secret}
        autoCapitalize="off"
        autoCorrect="off"
      />
      {secret && (
        <button
          type="button"
          className={styles.eye}
          aria-label={visible ? '隐藏密码' : '显示密码'}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
        </button>
      )}
      {extra}
    </label>
  );
}
