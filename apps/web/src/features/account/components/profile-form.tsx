import { useState } from 'react';
import { DatePicker } from 'antd-mobile';
import { CalendarOutline } from 'antd-mobile-icons';
import {
  ADULT_AGE,
  beijingDay,
  digitsOnly,
  PROFILE_MSG,
  validateProfile,
  type ProfileForm as Fields,
  type UserInfo,
} from '@app/shared';
import { FormCard, InputRow } from '../../../components/form-card';
import { PrimaryButton } from '../../../components/primary-button';
import { submitForm } from '../../../lib/submit-form';
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
/** The picker ends on the last birthday of an adult: the site serves players of 18 and over. */
const adultBirthdayMax = () => {
  const today = new Date();
  return new Date(today.getFullYear() - ADULT_AGE, today.getMonth(), today.getDate());
};
const UNITS: Record<string, string> = { year: '年', month: '月', day: '日' };
const mobileDigits = (next: string) => digitsOnly(next, MOBILE_MAX);
/** The contact rows; each says 请输入 and its label until filled. */
const CONTACTS = [
  { key: 'mobile', label: '手机号码', type: 'tel', inputMode: 'numeric', clean: mobileDigits },
  { key: 'email', label: '电子邮箱', type: 'email', inputMode: 'email', clean: undefined },
] as const;

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
  const tag = (key: keyof Fields) => (bound(key) ? <BoundTag /> : undefined);
  const field = (key: keyof Fields, clean = (next: string) => next) => ({
    name: key,
    value: value(key),
    readOnly: bound(key),
    onChange: (next: string) => set(key)(clean(next)),
  });
  const editable = KEYS.filter((key) => !bound(key));
  const changes: ProfileChanges = Object.fromEntries(
    editable.filter((key) => draft[key].trim()).map((key) => [key, draft[key].trim()]),
  );
  const hasChanges = Object.keys(changes).length > 0;

  const submit = async () => {
    const invalid = validateProfile({ ...EMPTY, ...changes }, beijingDay(Date.now()));
    const sent = () => save.mutateAsync(changes);
    if (await submitForm(invalid, sent, { success: PROFILE_MSG.saved })) setDraft(EMPTY);
  };

  const birthday = /^\d{4}-\d{2}-\d{2}$/.test(draft.birthday) ? new Date(`${draft.birthday}T00:00:00`) : null;

  return (
    <>
      <FormCard title="个人资料">
        <InputRow
          label="真实姓名"
          extra={user?.realname ? <BoundTag /> : undefined}
          name="realname"
          value={user?.realname ?? ''}
          maxLength={REALNAME_MAX}
          readOnly
          placeholder="未填写"
        />
        {CONTACTS.map(({ key, label, clean, ...input }) => (
          <InputRow
            key={key}
            label={label}
            extra={tag(key)}
            placeholder={`请输入${label}`}
            {...input}
            {...field(key, clean)}
          />
        ))}
        <InputRow
          label="出生日期"
          extra={
            tag('birthday') ?? (
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
          placeholder="YYYY-MM-DD"
          maxLength={10}
          clearable={false}
          {...field('birthday')}
        />
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
        max={adultBirthdayMax()}
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
