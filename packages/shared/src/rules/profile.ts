/**
 * Mainland mobile (spec 001 §5): optional 0, 86 or 17951, then 13x, 14[579], 15x (not 4),
 * 17[0135678], 18x.
 */
export const MOBILE_PATTERN = /^(?:0|86|17951)?(?:13[0-9]|14[579]|15[0-35-9]|17[0135678]|18[0-9])[0-9]{8}$/;
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,24}$/;

export const PROFILE_MSG = {
  mobile: '请输入正确手机号',
  email: '请输入正确邮箱号',
  birthday: '请输入正确的日期格式：YYYY-MM-DD',
  underAge: '本站仅向年满18周岁的用户提供服务，请填写您的真实生日',
  saved: '操作成功',
  bound: '已绑定的资料不能修改，请联系24小时在线客服',
  avatarType: '头像仅支持gif或png格式',
  avatarSize: '头像图片不能超过2MB',
  avatarMissing: '请选择要上传的头像',
  avatarSaved: '头像上传成功',
} as const;

/** Avatars: PNG or GIF, at most 2 MB, judged by content (spec 001 §5: gif or png only). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A raster image's type by its first bytes, never by its name: PNG, GIF, JPEG or WebP (never SVG). */
export function imageTypeOf(head: Uint8Array): 'png' | 'gif' | 'jpg' | 'webp' | null {
  if (head.length >= 8 && PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  const gif = ascii(0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Avatars: PNG and GIF signatures only. */
export function avatarTypeOf(head: Uint8Array): 'png' | 'gif' | null {
  const type = imageTypeOf(head);
  return type === 'png' || type === 'gif' ? type : null;
}

export const AGENT_MSG = {
  mobile: '请输入正确手机号',
  reason: '请输入申请理由',
  reasonTooLong: '申请理由不能超过200字',
  pending: '您已提交过代理申请，请等待审核',
  already: '您已经是代理，无需重复申请',
  submitted: '申请成功，请等待审核',
} as const;

/** YYYY-MM-DD that names a real day, not in the future. */
export function isBirthday(value: string, today = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3]) &&
    Number(m[1]) >= 1900 &&
    d.getTime() <= today.getTime()
  );
}

/** The age the site serves from (the registration's 18+ confirmation says the same). */
export const ADULT_AGE = 18;

/**
 * Whether someone born on `birthday` (YYYY-MM-DD) has turned 18 on the calendar day `today`
 * (YYYY-MM-DD, the Beijing day): a birthday of 29 February turns 18 on 1 March in a common year.
 */
export function isAdultOn(birthday: string, today: string): boolean {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const comingOfAge = new Date(Date.UTC(by + ADULT_AGE, bm - 1, bd));
  return comingOfAge.getTime() <= Date.UTC(ty, tm - 1, td);
}

/** A saved birthday that says the account holder is under 18 on `today` (an unset one says nothing). */
export function isUnderAge(birthday: string | null | undefined, today: string): boolean {
  return Boolean(birthday && isBirthday(birthday) && !isAdultOn(birthday, today));
}

export interface ProfileForm {
  mobile: string;
  email: string;
  birthday: string;
}

/**
 * The profile form's checks in the spec order; an empty field is left unset. A birthday under 18
 * on `today` (the Beijing day) is refused: it would be bound for good.
 */
export function validateProfile(form: ProfileForm, today: string): string | null {
  if (form.mobile && !MOBILE_PATTERN.test(form.mobile)) return PROFILE_MSG.mobile;
  if (form.email && !EMAIL_PATTERN.test(form.email)) return PROFILE_MSG.email;
  if (form.birthday && !isBirthday(form.birthday)) return PROFILE_MSG.birthday;
  if (form.birthday && !isAdultOn(form.birthday, today)) return PROFILE_MSG.underAge;
  return null;
}

/** The agent application's checks (spec 001 §5). */
export function validateAgentApplication(form: { mobile: string; apply_info: string }): string | null {
  if (!MOBILE_PATTERN.test(form.mobile.trim())) return AGENT_MSG.mobile;
  if (!form.apply_info.trim()) return AGENT_MSG.reason;
  if ([...form.apply_info.trim()].length > 200) return AGENT_MSG.reasonTooLong;
  return null;
}
