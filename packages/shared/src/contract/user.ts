import { z } from 'zod';
import { INT4_MAX, text } from './input.js';

// Lengths are long enough for any valid value and a friendly message; the rules in rules/ decide validity.

export const registerBody = z.strictObject({
  name: text(64),
  password: text(64),
  confirmPass: text(64),
  realname: text(64),
  paypassword: z
    .union([text(32), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)])
    .transform(String),
  pid: z
    .union([text(32), z.number().int().nonnegative().max(INT4_MAX)])
    .transform(String)
    .optional(),
  captcha_id: text(64).optional(),
  captcha: text(16).optional(),
  /**
   * Not in the spec: our client sends 1 once the player confirms being 18 or older; anything else
   * sent is refused.
   */
  adult: z.union([z.boolean(), z.number(), text(8)]).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.strictObject({
  name: text(64),
  password: text(64),
  captcha_id: text(64).optional(),
  captcha: text(16).optional(),
  device_token: text(128).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const passwordChangeBody = z.strictObject({
  password: z.union([text(64), z.number()]).transform(String),
  paypassword: z.union([text(64), z.number()]).transform(String),
  newpasword: z.union([text(64), z.number()]).transform(String),
});

/** Calls that take no parameters still refuse unknown ones, so nothing can name another player. */
export const emptyBody = z.strictObject({});

export interface UserInfo {
  id: number;
  username: string;
  avatar: string;
  balance: string;
  gameblance: string;
  isblack: 0 | 1;
  status: 0 | 1;
  current_vip: string;
  vip: number;
  vipname: string;
  usdtrate: string;
  isagent: 0 | 1;
  transferstatus: 0 | 1;
  withdrawcashfee: string;
  withdrawfeeusdttrc: string;
  withdrawusdtrate: string;
  realname: string;
  mobile: string;
  email: string;
  birthday: string;
  pid: number | null;
  created_at: string;
  last_login_at: string | null;
}

export interface BalanceInfo {
  balance: string;
  gameblance: string;
}

export interface LoginResult {
  new_api_token: string;
  device_token: string;
  previous_login_at: string | null;
}
