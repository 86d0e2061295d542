import { MSG } from '../messages.js';

/**
 * The login password's one rule: registration, a password change and the login form all take
 * 8–32 letters and digits. The spec gives the login field 15 characters and registration 32; a
 * password that registration accepted must sign in, so the login field takes 32 as well.
 */
export const PASSWORD_RULE = { min: 8, max: 32 } as const;
/** The rule as the three forms show it. */
export const PASSWORD_HINT = `${PASSWORD_RULE.min}-${PASSWORD_RULE.max}位字母和数字组合`;

/** Limits of the login form inputs (spec 000 §5; the password as PASSWORD_RULE says). */
export const LOGIN_LIMITS = { name: 16, password: PASSWORD_RULE.max } as const;
export const REGISTER_LIMITS = {
  nameMin: 6,
  nameMax: 10,
  passwordMin: PASSWORD_RULE.min,
  passwordMax: PASSWORD_RULE.max,
  payPassword: 6,
} as const;
/** A real name: 2 to 10 characters (a one-character "张" is a surname, not a name). */
export const REALNAME_LIMITS = { min: 2, max: 10 } as const;

const LETTERS_AND_DIGITS = /^[A-Za-z0-9]+$/;
const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /\d/;
// Chinese characters or English letters with the middle dot, ampersand and spaces (spec 000 §5);
// it starts and ends with a letter, so "·" or "& &" alone is no name.
const REALNAME = /^[\u4e00-\u9fa5A-Za-z](?:[\u4e00-\u9fa5A-Za-z·&\s]*[\u4e00-\u9fa5A-Za-z])?$/;

/** Letters and digits only, containing both. */
function isMixedAlnum(value: string): boolean {
  return LETTERS_AND_DIGITS.test(value) && HAS_LETTER.test(value) && HAS_DIGIT.test(value);
}

export function checkUsername(name: string): string | null {
  const ok =
    name.length >= REGISTER_LIMITS.nameMin && name.length <= REGISTER_LIMITS.nameMax && isMixedAlnum(name);
  return ok ? null : MSG.usernameFormat;
}

export function checkLoginPassword(password: string): string | null {
  const ok =
    password.length >= REGISTER_LIMITS.passwordMin &&
    password.length <= REGISTER_LIMITS.passwordMax &&
    isMixedAlnum(password);
  return ok ? null : MSG.passwordFormat;
}

export function checkRealname(realname: string): string | null {
  const trimmed = realname.trim();
  const { min, max } = REALNAME_LIMITS;
  return trimmed.length >= min && trimmed.length <= max && REALNAME.test(trimmed) ? null : MSG.realnameFormat;
}

export function checkPayPassword(pay: string): string | null {
  return /^\d{6}$/.test(pay) ? null : MSG.payPasswordFormat;
}

/** Captcha answers are always 4+ mixed letters and digits, so the shape is checked before the answer. */
export function checkCaptchaShape(captcha: string): string | null {
  if (!captcha) return MSG.captchaRequired;
  return captcha.length >= 4 && isMixedAlnum(captcha) ? null : MSG.captchaWrong;
}

export interface RegisterInput {
  name: string;
  password: string;
  confirmPass: string;
  realname: string;
  paypassword: string;
  captcha?: string;
}

/** The register form's checks in the order the spec gives; the first failure's message, or null. */
export function validateRegister(input: RegisterInput, opts: { captcha: boolean }): string | null {
  return (
    checkUsername(input.name) ??
    checkLoginPassword(input.password) ??
    (input.password === input.confirmPass ? null : MSG.passwordMismatch) ??
    checkRealname(input.realname) ??
    checkPayPassword(input.paypassword) ??
    (opts.captcha ? checkCaptchaShape(input.captcha ?? '') : null)
  );
}

export interface LoginInput {
  name: string;
  password: string;
  captcha?: string;
}

export function validateLogin(input: LoginInput, opts: { captcha: boolean }): string | null {
  if (!input.name || !input.password) return MSG.accountAndPasswordRequired;
  if (opts.captcha && !input.captcha) return MSG.captchaRequired;
  return null;
}

/** Keeps only digits: the payment-password inputs strip everything else. */
export function digitsOnly(value: string, max?: number): string {
  const digits = value.replace(/\D/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}
