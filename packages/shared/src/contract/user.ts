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

const flag = z.literal([0, 1]);

/** /api/user and /api/refreshusermoney: the signed-in player, balances in yuan. */
export const userInfo = z.object({
  id: z.number(),
  username: z.string(),
  avatar: z.string(),
  balance: z.string(),
  gameblance: z.string(),
  isblack: flag,
  status: flag,
  current_vip: z.string(),
  vip: z.number(),
  vipname: z.string(),
  usdtrate: z.string(),
  isagent: flag,
  transferstatus: flag,
  withdrawcashfee: z.string(),
  withdrawfeeusdttrc: z.string(),
  withdrawusdtrate: z.string(),
  realname: z.string(),
  mobile: z.string(),
  email: z.string(),
  birthday: z.string(),
  pid: z.number().nullable(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** /api/balance: the main wallet and the game wallets together, yuan. */
export const balanceInfo = z.object({ balance: z.string(), gameblance: z.string() });
export type BalanceInfo = z.infer<typeof balanceInfo>;

export interface LoginResult {
  new_api_token: string;
  device_token: string;
  previous_login_at: string | null;
}
