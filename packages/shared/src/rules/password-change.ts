import { MSG } from '../messages.js';
import { PASSWORD_RULE, checkLoginPassword, checkPayPassword } from './auth.js';

/** Field names are the spec's: password (old), paypassword (new), newpasword (confirm). */
export interface PasswordChangeInput {
  password: string;
  paypassword: string;
  newpasword: string;
}

export type PasswordKind = 'login' | 'pay';

/** The dialog's login-password inputs take what registration takes. */
export const PASSWORD_CHANGE_MAX = PASSWORD_RULE.max;

/**
 * The password dialog's checks in the spec's order (000 §5, 001 §5), then the strength rule of
 * the password being set: a login password as at registration, a payment password of 6 digits.
 */
export function validatePasswordChange(input: PasswordChangeInput, kind: PasswordKind): string | null {
  const { password: oldPass, paypassword: newPass, newpasword: confirm } = input;
  if (!oldPass) return MSG.oldPasswordRequired;
  if (!newPass) return MSG.newPasswordRequired;
  if (oldPass.length < 6) return MSG.oldPasswordLength;
  if (newPass.length < 6) return MSG.newPasswordLength;
  if (!confirm) return MSG.confirmPasswordRequired;
  if (confirm !== newPass) return MSG.passwordMismatch;
  if (newPass === oldPass) return MSG.newSameAsOld;
  return kind === 'login' ? checkLoginPassword(newPass) : checkPayPassword(newPass);
}
