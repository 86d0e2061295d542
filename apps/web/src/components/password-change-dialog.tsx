import { useEffect, useRef, useState } from 'react';
import { Button, CenterPopup, Input } from 'antd-mobile';
import {
  digitsOnly,
  MSG,
  PASSWORD_CHANGE_MAX,
  PASSWORD_HINT,
  REGISTER_LIMITS,
  validatePasswordChange,
  type PasswordChangeInput,
  type PasswordKind,
} from '@app/shared';
import { useEditPassword } from '../api/post-edit-password';
import { submitForm } from '../lib/submit-form';
import styles from './password-change-dialog.module.css';

const EMPTY: PasswordChangeInput = { password: '', paypassword: '', newpasword: '' };
const CLOSE_DELAY_MS = 1500;

const TEXT: Record<PasswordKind, { title: string; tip: string; old: string; next: string }> = {
  login: {
    title: '修改登录密码',
    tip: `新密码为${PASSWORD_HINT}`,
    old: '请输入旧登录密码',
    next: `请输入${PASSWORD_HINT}`,
  },
  pay: {
    title: '修改支付密码',
    tip: '支付密码为6位数字，请妥善保管',
    old: '请输入旧支付密码',
    next: '请输入6位数字新密码',
  },
};

interface Props {
  kind: PasswordKind;
  visible: boolean;
  onClose: () => void;
  /** After the server accepted the new password (a login password change ends the session). */
  onChanged?: () => void;
}

/**
 * The password dialog of spec 001 §2 (old, new, confirm; save and cancel), checked in the spec's
 * order by the shared rule. Login password: as registration takes it (PASSWORD_RULE). Payment
 * password: 6 digits.
 */
export function PasswordChangeDialog({ kind, visible, onClose, onChanged }: Props) {
  const [form, setForm] = useState<PasswordChangeInput>(EMPTY);
  const [done, setDone] = useState(false);
  const edit = useEditPassword(kind);
  const timer = useRef<number | undefined>(undefined);
  const text = TEXT[kind];

  useEffect(() => {
    const pending = timer;
    return () => window.clearTimeout(pending.current);
  }, []);

  const close = () => {
    window.clearTimeout(timer.current);
    setForm(EMPTY);
    setDone(false);
    onClose();
  };

  const clean = (value: string) =>
    kind === 'pay' ? digitsOnly(value, REGISTER_LIMITS.payPassword) : value.slice(0, PASSWORD_CHANGE_MAX);

  const submit = async () => {
    const invalid = validatePasswordChange(form, kind);
    if (invalid === MSG.newSameAsOld) setForm(EMPTY);
    if (!(await submitForm(invalid, () => edit.mutateAsync(form), { success: MSG.passwordChanged }))) return;
    setDone(true);
    if (onChanged) onChanged();
    else timer.current = window.setTimeout(close, CLOSE_DELAY_MS);
  };

  const fields: { key: keyof PasswordChangeInput; label: string; placeholder: string }[] = [
    { key: 'password', label: '旧密码', placeholder: text.old },
    { key: 'paypassword', label: '新密码', placeholder: text.next },
    { key: 'newpasword', label: '确认密码', placeholder: '请再次输入新密码' },
  ];

  return (
    <CenterPopup visible={visible} onMaskClick={close} className={styles.popup} destroyOnClose role="dialog">
      <div className={styles.box}>
        <h3 className={styles.title}>{text.title}</h3>
        <p className={styles.tip}>{text.tip}</p>
        {fields.map((field) => (
          <label key={field.key} className={styles.field}>
            <span className={styles.label}>{field.label}</span>
            <Input
              className={styles.input}
              name={field.key}
              type="password"
              inputMode={kind === 'pay' ? 'numeric' : undefined}
              autoComplete={field.key === 'password' ? 'current-password' : 'new-password'}
              placeholder={field.placeholder}
              value={form[field.key]}
              // No maxLength: the cut happens after stripping, so pasted text keeps what counts.
              onChange={(value) => setForm((prev) => ({ ...prev, [field.key]: clean(value) }))}
            />
          </label>
        ))}
        <div className={styles.actions}>
          <Button fill="outline" onClick={close}>
            取消
          </Button>
          <Button className={styles.confirm} loading={edit.isPending} disabled={done} onClick={submit}>
            保存
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
