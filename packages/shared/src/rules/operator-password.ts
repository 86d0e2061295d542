/**
 * The back-office password rule (players keep theirs, in auth.ts): long, any visible characters,
 * and not common or easy to guess. Length and characters are checked here; the guessability
 * estimate needs a dictionary of leaked passwords, so it lives in `@app/shared/password-strength`
 * (zxcvbn-ts), which the server loads at once and the console loads when a form first needs it.
 */
export const OPERATOR_PASSWORD = {
  minLength: 12,
  /** The operator routes accept 64 characters. */
  maxLength: 64,
  /** zxcvbn's score (0-4): 3 is "safely unguessable", about 10^8 guesses and more. */
  minScore: 3,
} as const;

export const OPERATOR_PASSWORD_MSG = {
  hint: '至少 12 位，可使用任意可见字符（字母、数字、符号、空格或中文）；常见、易猜或已泄露的密码会被拒绝。',
  required: '请输入密码',
  tooShort: '密码至少12位',
  tooLong: '密码最多64位',
  invisible: '密码不能包含控制字符或不可见字符',
  weak: '密码太常见或容易被猜到（如常用密码、键盘顺序、重复字符、账号名加数字），请换一个更长、更独特的密码',
} as const;

// Control and format characters (zero-width marks, direction overrides), line and paragraph
// separators, and halves of a surrogate pair: nothing a person sees or can type back reliably.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;

/** Length and characters of an operator password; null when they fit the rule. */
export function checkOperatorPasswordShape(password: string): string | null {
  if (!password) return OPERATOR_PASSWORD_MSG.required;
  if (INVISIBLE.test(password)) return OPERATOR_PASSWORD_MSG.invisible;
  if ([...password].length < OPERATOR_PASSWORD.minLength) return OPERATOR_PASSWORD_MSG.tooShort;
  if (password.length > OPERATOR_PASSWORD.maxLength) return OPERATOR_PASSWORD_MSG.tooLong;
  return null;
}

/** Operator account names: lower-case, as the sign-in matches them. */
export const OPERATOR_USERNAME = /^[a-z][a-z0-9_]{3,31}$/;
export const OPERATOR_USERNAME_MSG = '账号需为4-32位小写字母、数字或下划线，以字母开头';
