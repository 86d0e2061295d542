import { useEffect, useRef, useState } from 'react';
import { Button, CenterPopup, Input, Toast } from 'antd-mobile';
import {
  digitsOnly,
  MSG,
  REGISTER_LIMITS,
  validatePasswordChange,
  type PasswordChangeInput,
} from '@app/shared';
import { isOk } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast-error';
import { useEditPayPassword } from '../api/post-edit-pay-password';
import styles from './pay-password-dialog.module.css';

const EMPTY: PasswordChangeInput = { password: '', paypassword: '', newpasword: '' };
const RESET_DELAY_MS = 1500;

const FIELDS: { key: keyof PasswordChangeInput; label: string; placeholder: string }[] = [
  { key: 'password', label: '旧密码', placeholder: '请输入旧取款密码' },
  { key: 'paypassword', label: '新密码', placeholder: '请输入6位数字新密码' },
  { key: 'newpasword', label: '确认密码', placeholder: '请再次输入新密码' },
];

/** Change the 6-digit withdrawal password (spec 000 §5 password-change order, mode 'pay'). */
export function PayPasswordDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const [form, setForm] = useState<PasswordChangeInput>(EMPTY);
  const edit = useEditPayPassword();
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);

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

  const submit = async () => {
    const invalid = validatePasswordChange(form, 'pay');
    if (invalid) {
      Toast.show({ content: invalid });
      if (invalid === MSG.newSameAsOld) setForm(EMPTY);
      return;
    }
    try {
      const answer = await edit.mutateAsync(form);
      if (!isOk(answer)) {
        Toast.show({ icon: 'fail', content: answer.message });
        return;
      }
      Toast.show({ icon: 'success', content: MSG.passwordChanged });
      setDone(true);
      timer.current = window.setTimeout(close, RESET_DELAY_MS);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <CenterPopup visible={visible} onMaskClick={close} className={styles.popup} destroyOnClose>
      <div className={styles.box}>
        <h3 className={styles.title}>修改取款密码</h3>
        <p className={styles.tip}>取款密码为6位数字，请妥善保管</p>
        {FIELDS.map((field) => (
          <label key={field.key} className={styles.field}>
            <span className={styles.label}>{field.label}</span>
            <Input
              className={styles.input}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              placeholder={field.placeholder}
              value={form[field.key]}
              // No maxLength: digitsOnly cuts to six after stripping, so pasted text keeps its digits.
              onChange={(value) =>
                setForm((prev) => ({ ...prev, [field.key]: digitsOnly(value, REGISTER_LIMITS.payPassword) }))
              }
            />
          </label>
        ))}
        <div className={styles.actions}>
          <Button fill="outline" onClick={close}>
            取消
          </Button>
          <Button className={styles.confirm} loading={edit.isPending} disabled={done} onClick={submit}>
            确定
          </Button>
        </div>
      </div>
    </CenterPopup>
  );
}
