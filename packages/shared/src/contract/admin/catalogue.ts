import { z } from 'zod';
import type { RebateRateKey } from '../../rules/rebate.js';
import { text } from '../input.js';
import { adminPaging, type ListFilter } from './paging.js';

/**
 * The catalogue as operators configure it: deposit channels, receiving bank accounts, the USDT
 * rate and withdrawal rules (money configuration), VIP levels, game platforms and games. Flags
 * are 1 on and 0 off. Markup in any field is refused before these schemas run.
 */

const flag = z.union([z.literal(0), z.literal(1)]);
const sort = z.number().int().min(0).max(9999);
/** Yuan as a string or a number; the service parses it and says what is wrong in Chinese. */
const amount = z.union([text(20), z.number()]).transform(String);
/** A percent ("0.45"); fishing may be "" to follow slots. */
const rate = z.union([text(10), z.number()]).transform(String);
const atLeastOne = (v: object) => Object.keys(v).length > 0;
/** A list filter on a flag: "0" or "1". */
const flagQuery = z.enum(['0', '1']).transform(Number).pipe(flag).optional();

/** A short fixed list (channels, levels, platforms) pages like every other back-office list. */
export const catalogueListQuery = z.strictObject(adminPaging);

// Payment configuration ----------------------------------------------------------------------

export const payChannelParams = z.strictObject({ key: text(32) });
export const payChannelPatch = z
  .strictObject({
    enabled: flag.optional(),
    min: amount.optional(),
    max: amount.optional(),
    sort: sort.optional(),
  })
  .refine(atLeastOne, '请至少修改一项');
export type PayChannelPatch = z.input<typeof payChannelPatch>;

export interface PayChannel {
  key: string;
  label: string;
  enabled: number;
  /** Yuan, two decimals. */
  min: string;
  max: string;
  sort: number;
}

export const payBanksQuery = z.strictObject({ ...adminPaging, state: flagQuery });
export const payBankBody = z.strictObject({
  bank_name: text(60),
  bank_no: text(60),
  bank_owner: text(100),
  bank_address: text(200).default(''),
  state: flag.default(1),
});
export type PayBankInput = z.input<typeof payBankBody>;

export interface PayBank {
  id: number;
  bank_name: string;
  /** Masked in lists ("6212 **** **** 5432"); in full from GET /admin/api/pay-banks/:id. */
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  state: number;
  created_at: string;
}

export const paymentSettingsBody = z.strictObject({
  usdt_rate: amount,
  withdraw_min: amount,
  withdraw_max: amount,
  withdraw_daily_count: amount,
  withdraw_hours: text(20),
  withdraw_fee_trc20: amount,
  withdraw_fee_erc20: amount,
});

/** As stored; the answer to a save is the values normalised. */
export interface PaymentSettings {
  /** Yuan per USDT, up to 4 decimals. */
  usdt_rate: string;
  withdraw_min: string;
  withdraw_max: string;
  /** "0" means no daily limit. */
  withdraw_daily_count: string;
  /** Beijing time "HH:mm-HH:mm"; "00:00-24:00" is all day. */
  withdraw_hours: string;
  /** USDT per withdrawal. */
  withdraw_fee_trc20: string;
  withdraw_fee_erc20: string;
}

// VIP levels ---------------------------------------------------------------------------------

export const vipLevelParams = z.strictObject({ level: z.coerce.number().int().min(0).max(100) });
export const vipLevelBody = z.strictObject({
  name: text(40),
  status: flag,
  flow: amount,
  recharge: amount,
  bonus: amount,
  rates: z.strictObject({
    live: rate,
    slots: rate,
    cards: rate,
    sports: rate,
    lottery: rate,
    esports: rate,
    fishing: rate,
  }),
});
export type VipLevelInput = z.input<typeof vipLevelBody>;

/** One level as saved; the list adds how many players hold it. */
export interface VipLevelSettings {
  level: number;
  name: string;
  /** 1 shown to players. */
  status: number;
  /** Thresholds and bonus in yuan. */
  flow: string;
  recharge: string;
  bonus: string;
  /** Percent ("0.45"); fishing "" follows slots. */
  rates: Record<RebateRateKey, string>;
}

export interface VipLevel extends VipLevelSettings {
  /** Players at this level now. */
  players: number;
}

// Game platforms and games -------------------------------------------------------------------

export const platformParams = z.strictObject({ code: text(32) });
export const platformPatch = z
  .strictObject({ enabled: flag.optional(), sort: sort.optional() })
  .refine(atLeastOne, '请至少修改一项');
export type PlatformPatch = z.input<typeof platformPatch>;

/** Fixed by the integration: seamless (免转) or transfer (转账). */
export type WalletMode = 'seamless' | 'transfer';

/** A platform as saved; the list adds its game counts. */
export interface PlatformSettings {
  code: string;
  name: string;
  category_id: string;
  category: string;
  wallet_mode: WalletMode;
  /** 0 in maintenance: its games leave the player lists and launches are refused. */
  enabled: number;
  sort: number;
}

export interface Platform extends PlatformSettings {
  games: number;
  games_shown: number;
}

export const gamesQuery = z.strictObject({
  ...adminPaging,
  platform: text(32).optional(),
  category: text(32).optional(),
  /** Part of the name or code, case aside. */
  q: text(50).optional(),
  app_state: flagQuery,
  hot: flagQuery,
});
export type GameFilter = ListFilter<z.infer<typeof gamesQuery>>;

export const gamePatch = z
  .strictObject({ app_state: flag.optional(), hot: flag.optional(), sort: sort.optional() })
  .refine(atLeastOne, '请至少修改一项');
export type GamePatch = z.input<typeof gamePatch>;

/** A game as saved; the list adds its platform and category. */
export interface GameSettings {
  id: number;
  platform: string;
  game_code: string;
  name: string;
  /** 1 shown to players. */
  app_state: number;
  hot: number;
  /** Higher first. */
  sort: number;
}

export interface AdminGame extends GameSettings {
  platform_name: string;
  platform_enabled: number;
  category_id: string;
  category: string;
  game_type: string;
  mobile_img: string;
}
