import { useState } from 'react';
import { DatePicker, Input, Toast } from 'antd-mobile';
import { CalendarOutline } from 'antd-mobile-icons';
import {
  digitsOnly,
  PROFILE_MSG,
  validateProfile,
  type ProfileForm as Fields,
  type UserInfo,
} from '@app/shared';
import { FormCard, FormRow } from '../../../components/form-card';
import { PrimaryButton } from '../../../components/primary-button';
import { isOk } from '../../../lib/api-client';
import { toastError } from '../../../lib/toast-error';
import { useUpdateUserInfo, type ProfileChanges } from '../api/post-update-user-info';
import styles from './account.module.css';

/** Spec 001 §5 and §9: real name at most 10 characters, mobile at most 11 digits. */
const REALNAME_MAX = 10;
const MOBILE_MAX = 11;
const EMPTY: Fields = { mobile: '', email: '', birthday: '' };
const KEYS = ['mobile', 'email', 'birthday'] as const;

const pad = (n: number) => String(n).padStart(2, '0');
const formatDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const BIRTHDAY_MIN = new Date(1900, 0, 1);
const BIRTHDAY_DEFAULT = new Date(1990, 0, 1);
const UNITS: Record<string, string> = { year: '年', month: '月', day: '日' };

function BoundTag() {
  return <span className={styles.bound}>已绑定</span>;
}

/**
 * The profile (spec 001 §2): real name read-only; mobile, e-mail and birthday filled in by the
 * player once. A value already saved is bound: shown read-only, changed only through customer
 * service (spec 001 §6). Only the fields filled here are sent.
 */
export function ProfileForm({ user }: { user: UserInfo | undefined }) {
  const [draft, setDraft] = useState<Fields>(EMPTY);
  const [picking, setPicking] = useState(false);
  const save = useUpdateUserInfo();
  const bound = (key: keyof Fields) => Boolean(user?.[key]);
  const value = (key: keyof Fields) => (bound(key) ? (user?.[key] ?? '') : draft[key]);
  const set = (key: keyof Fields) => (next: string) => setDraft((prev) => ({ ...prev, [key]: next }));
  const editable = KEYS.filter((key) => !bound(key));
  const changes: ProfileChanges = Object.fromEntries(
    editable.filter((key) => draft[key].trim()).map((key) => [key, draft[key].trim()]),
  );
  const hasChanges = Object.keys(changes).length > 0;

  const submit = async () => {
    const invalid = validateProfile({ ...EMPTY, ...changes });
    if (invalid) {
      Toast.show({ content: invalid });
      return;
    }
    try {
      const answer = await save.mutateAsync(changes);
      if (!isOk(answer)) {
        Toast.show({ icon: 'fail', content: answer.message });
        return;
      }
      Toast.show({ icon: 'success', content: PROFILE_MSG.saved });
      setDraft(EMPTY);
    } catch (error) {
      toastError(error);
    }
  };

  const birthday = /^\d{4}-\d{2}-\d{2}$/.test(draft.birthday) ? new Date(`${draft.birthday}T00:00:00`) : null;

  return (
    <>
      <FormCard title="个人资料">
        <FormRow label="真实姓名" extra={user?.realname ? <BoundTag /> : undefined}>
          <Input
            name="realname"
            value={user?.realname ?? ''}
            maxLength={REALNAME_MAX}
            readOnly
            placeholder="未填写"
          />
        </FormRow>
        <FormRow label="手机号码" extra={bound('mobile') ? <BoundTag /> : undefined}>
          <Input
            name="mobile"
            type="tel"
            inputMode="numeric"
            placeholder="请输入手机号码"
            value={value('mobile')}
            readOnly={bound('mobile')}
            onChange={(next) => set('mobile')(digitsOnly(next, MOBILE_MAX))}
            clearable={!bound('mobile')}
          />
        </FormRow>
        <FormRow label="电子邮箱" extra={bound('email') ? <BoundTag /> : undefined}>
          <Input
            name="email"
            type="email"
            inputMode="email"
            placeholder="请输入电子邮箱"
            value={value('email')}
            readOnly={bound('email')}
            onChange={set('email')}
            clearable={!bound('email')}
          />
        </FormRow>
        <FormRow
          label="出生日期"
          extra={
            bound('birthday') ? (
              <BoundTag />
            ) : (
              <button
                type="button"
                className={styles.calendar}
                aria-label="选择日期"
                onClick={() => setPicking(true)}
              >
                <CalendarOutline />
              </button>
            )
          }
        >
          <Input
            name="birthday"
            placeholder="YYYY-MM-DD"
            maxLength={10}
            value={value('birthday')}
            readOnly={bound('birthday')}
            onChange={set('birthday')}
          />
        </FormRow>
      </FormCard>
      {editable.length > 0 && (
        <div className={styles.actions}>
          <PrimaryButton loading={save.isPending} disabled={!hasChanges} onClick={submit}>
            保存资料
          </PrimaryButton>
        </div>
      )}
      <DatePicker
        title="选择出生日期"
        visible={picking}
        min={BIRTHDAY_MIN}
        max={new Date()}
        value={birthday && !Number.isNaN(birthday.getTime()) ? birthday : BIRTHDAY_DEFAULT}
        onClose={() => setPicking(false)}
        onConfirm={(date) => set('birthday')(formatDay(date))}
        renderLabel={(type, data) => `${data}${UNITS[type] ?? ''}`}
        confirmText="确定"
        cancelText="取消"
      />
    </>
  );
}
