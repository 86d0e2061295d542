import { z } from 'zod';
import { REASON } from '../../ledger-reasons.js';
import { multiline, text } from '../input.js';
import { adminPaging, dayRange, type ListFilter, type ListPage } from './paging.js';
import { IP_SEARCH_PATTERN, SEARCH_CARD_MSG, SEARCH_DEVICE_MSG, SEARCH_IP_MSG } from './risk-signals.js';

/**
 * The back office's players: search, the detail screen, a player's ledger and sign-ins, the
 * context a money reviewer reads beside an order, and the audited account actions.
 */

const flag = z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)]));

/** Registration days; `username` is a prefix, `realname` and `mobile` a part, `agent` an id or account. */
export const playerSearchQuery = z.strictObject({
  ...adminPaging,
  ...dayRange,
  username: text(32).trim().optional(),
  realname: text(32).trim().optional(),
  mobile: text(20).trim().optional(),
  agent: text(32).trim().optional(),
  status: flag.optional(),
  isblack: flag.optional(),
  /** Risk keys (risk.read): an address or a /24 as `203.0.113.*`, a device id. */
  ip: z.string().trim().max(64).regex(IP_SEARCH_PATTERN, SEARCH_IP_MSG).optional(),
  device: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{1,64}$/, SEARCH_DEVICE_MSG)
    .optional(),
  /** A bank card number or a wallet address the player bound (now or before). */
  card: z
    .string()
    .trim()
    .max(128)
    .regex(/^[A-Za-z0-9 ]{6,128}$/, SEARCH_CARD_MSG)
    .optional(),
});
export const playerLedgerQuery = z.strictObject({
  ...adminPaging,
  ...dayRange,
  reason: z.enum(Object.values(REASON) as [string, ...string[]]).optional(),
});
export const playerLoginsQuery = z.strictObject({ ...adminPaging, ...dayRange });

export type PlayerSearch = ListFilter<z.infer<typeof playerSearchQuery>>;
export type PlayerLedgerFilter = ListFilter<z.infer<typeof playerLedgerQuery>>;
export type PlayerLoginFilter = ListFilter<z.infer<typeof playerLoginsQuery>>;

/** Blacklisting (1) or lifting it (0); the reason goes to the audit log. */
export const playerBlacklistBody = z.strictObject({
  isblack: z.union([z.literal(0), z.literal(1)]),
  reason: multiline(255).default(''),
});
/** Disabling (0) or enabling (1) the account. */
export const playerStatusBody = z.strictObject({
  status: z.union([z.literal(0), z.literal(1)]),
  reason: multiline(255).default(''),
});
export type PlayerBlacklistChange = z.input<typeof playerBlacklistBody>;
export type PlayerStatusChange = z.input<typeof playerStatusBody>;

/** A page of players; `capped` says the count stopped at the list limit. */
export interface PlayerList extends ListPage<PlayerRow> {
  capped?: boolean;
}

export interface PlayerRow {
  id: number;
  username: string;
  realname: string;
  mobile: string;
  vip: number;
  status: number;
  isblack: number;
  isagent: number;
  pid: number | null;
  agent_username: string | null;
  balance: string;
  created_at: string;
  last_login_at: string | null;
  last_login_ip: string;
}

/** A player's bound bank card or USDT address as the console sees it (money context and player detail). */
export interface MaskedCard {
  id: number;
  type: number;
  type_label: string;
  bank: string;
  /** Only the last four characters ever reach the console: "**** 1234". */
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  created_at: string;
}

/** Deposits and withdrawals done (state 2) and waiting, yuan; turnover still required. */
interface MoneyTotals {
  deposit_total: string;
  deposit_count: number;
  withdrawal_total: string;
  withdrawal_count: number;
  withdrawal_pending: string;
  turnover_required: string;
}

export interface PlayerDetail extends MoneyTotals {
  id: number;
  username: string;
  realname: string;
  mobile: string;
  email: string;
  birthday: string;
  avatar: string;
  status: number;
  isblack: number;
  isagent: number;
  transferstatus: number;
  agent: { id: number; username: string } | null;
  referrals: number;
  vip: { level: number; name: string };
  register_ip: string;
  created_at: string;
  last_login_at: string | null;
  last_login_ip: string;
  /** Set while the payment password is locked after wrong attempts. */
  pay_locked_until: string | null;
  /** The saved birthday says under 18: withdrawals are held until identity is checked. */
  under_age: boolean;
  active_sessions: number;
  total_balance: string;
  /** The main wallet first (platform ''), then each game platform's. */
  wallets: { platform: string; name: string; balance: string }[];
  valid_bet_total: string;
  cards: MaskedCard[];
}

export interface PlayerLedgerRow {
  id: number;
  created_at: string;
  /** 中心钱包 or the game platform's name. */
  wallet: string;
  reason: string;
  reason_label: string;
  /** Signed yuan. */
  amount: string;
  balance_after: string;
  ref_type: string;
  ref_id: string;
  memo: string;
}

export interface PlayerLoginRow {
  id: number;
  ip: string;
  user_agent: string;
  created_at: string;
}

/** What a reviewer needs beside the order: balance, turnover, recent money and bets, cards. */
export interface PlayerContext extends MoneyTotals {
  id: number;
  username: string;
  realname: string;
  vip: { level: number; name: string };
  status: number;
  isblack: number;
  created_at: string;
  register_ip: string;
  last_login_ip: string;
  balance: string;
  game_balance: string;
  recent_deposits: {
    deposit_no: string;
    paytype: string;
    amount: string;
    state: number;
    created_at: string;
  }[];
  recent_withdrawals: {
    order_no: string;
    type: number;
    amount: string;
    state: number;
    created_at: string;
  }[];
  recent_bets: {
    bet_id: string;
    platform: string;
    game: string;
    bet: string;
    valid_bet: string;
    win_loss: string;
    status: number;
    bet_time: string;
  }[];
  cards: MaskedCard[];
}

/** How many sessions a forced logout ended. */
export interface ForcedLogout {
  sessions: number;
}

/** A random 6-digit payment password, answered once: it is not stored anywhere readable. */
export interface PayPasswordReset {
  pay_password: string;
}
