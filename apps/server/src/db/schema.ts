import type { Generated } from 'kysely';

// Written by hand; schema.test.ts holds it to what the migrations build (tables, columns, nullability,
// broad type, Generated<> for a default or identity) on SQLite and on PostgreSQL.

/** Timestamps are epoch milliseconds in BIGINT columns: one portable representation on SQLite and PostgreSQL. */
type Millis = number;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  pay_password_hash: string;
  realname: Generated<string>;
  mobile: Generated<string>;
  email: Generated<string>;
  birthday: Generated<string>;
  avatar: Generated<string>;
  pid: number | null;
  isblack: Generated<number>;
  status: Generated<number>;
  isagent: Generated<number>;
  vip: Generated<number>;
  transferstatus: Generated<number>;
  register_ip: Generated<string>;
  created_at: Millis;
  last_login_at: Millis | null;
  last_login_ip: string | null;
  pay_fail_count: Generated<number>;
  pay_locked_until: Millis | null;
  /** Payment-password checks claimed and not yet settled (see pay-password.guard.ts). */
  pay_pending: Generated<number>;
  pay_pending_at: Millis | null;
}

export interface AccountsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: string;
  platform: Generated<string>;
  balance: Generated<number>;
  created_at: Millis;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
  ip: Generated<string>;
  user_agent: Generated<string>;
}

export interface CaptchasTable {
  id: string;
  answer: string;
  expires_at: Millis;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  ip: string;
  created_at: Millis;
}

export interface TrustedDevicesTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Millis;
  last_used_at: Millis;
}

export interface LoginHistoryTable {
  id: Generated<number>;
  user_id: number;
  ip: string;
  user_agent: Generated<string>;
  created_at: Millis;
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface BannersTable {
  id: Generated<number>;
  type: Generated<number>;
  src: string;
  link: Generated<string>;
  sort: Generated<number>;
  state: Generated<number>;
  created_at: Millis;
}

export interface NoticesTable {
  id: Generated<number>;
  kind: 'marquee' | 'announcement';
  title: Generated<string>;
  content: string;
  sort: Generated<number>;
  state: Generated<number>;
  created_at: Millis;
}

export interface LedgerJournalsTable {
  id: Generated<number>;
  idem_key: string;
  reason: string;
  amount: number;
  user_id: number | null;
  ref_type: Generated<string>;
  ref_id: Generated<string>;
  memo: Generated<string>;
  created_at: Millis;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  journal_id: number;
  account_id: number;
  amount: number;
  balance_after: number;
  created_at: Millis;
}

export interface CardsTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: Generated<string>;
  created_at: Millis;
  deleted_at: Millis | null;
}

export interface BanksTable {
  id: Generated<number>;
  bank_name: string;
  sort: Generated<number>;
  state: Generated<number>;
}

export interface PayChannelsTable {
  key: string;
  enabled: Generated<number>;
  min_fen: number;
  max_fen: number;
  sort: Generated<number>;
}

export interface PayBanksTable {
  id: Generated<number>;
  bank_name: string;
  bank_no: string;
  bank_owner: string;
  bank_address: Generated<string>;
  state: Generated<number>;
  created_at: Millis;
}

export interface DepositsTable {
  id: Generated<number>;
  deposit_no: string;
  user_id: number;
  paytype: string;
  channel: string;
  amount_fen: number;
  currency: string;
  pay_amount: number;
  rate: Generated<string>;
  state: Generated<number>;
  remitter_name: Generated<string>;
  remitter_bank: Generated<string>;
  remitter_card: Generated<string>;
  remitter_branch: Generated<string>;
  pay_bank_id: number | null;
  gateway: Generated<string>;
  pay_url: Generated<string>;
  pay_address: Generated<string>;
  reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface GatewayEventsTable {
  id: Generated<number>;
  gateway: string;
  event_id: Generated<string>;
  order_no: Generated<string>;
  outcome: string;
  detail: Generated<string>;
  remote_ip: Generated<string>;
  created_at: Millis;
}

/** The one-time token that sets up a production site's first operator (a single row, id 1). */
export interface OperatorSetupTokensTable {
  id: number;
  token_hash: string;
  created_at: Millis;
  expires_at: Millis;
  used_at: Millis | null;
}

export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: string;
  totp_secret: string | null;
  totp_pending: string | null;
  must_change_password: Generated<number>;
  status: Generated<number>;
  failed_count: Generated<number>;
  locked_until: Millis | null;
  created_at: Millis;
  last_login_at: Millis | null;
  /** The TOTP step of the last sign-in: a code is accepted once. */
  totp_last_step: Millis | null;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  operator_id: number;
  token_hash: string;
  created_at: Millis;
  expires_at: Millis;
  revoked_at: Millis | null;
  ip: Generated<string>;
}

export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number;
  action: string;
  target_type: Generated<string>;
  target_id: Generated<string>;
  detail: Generated<string>;
  ip: Generated<string>;
  created_at: Millis;
  before_state: Generated<string>;
  after_state: Generated<string>;
  /** 'ok', or 'denied' for a refused attempt. */
  outcome: Generated<string>;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  type: number;
  card_id: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: Generated<string>;
  amount_fen: number;
  usdt_rate: Generated<string>;
  fee_cents: Generated<number>;
  receive_cents: Generated<number>;
  state: Generated<number>;
  reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface PlayerTurnoverTable {
  user_id: number;
  required_fen: Generated<number>;
  updated_at: Millis;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  kind: string;
  title: string;
  content: string;
  read_at: Millis | null;
  created_at: Millis;
}

export interface PlatformsTable {
  code: string;
  name: string;
  category_id: string;
  adapter: string;
  wallet_mode: Generated<string>;
  rebate_category: Generated<string>;
  enabled: Generated<number>;
  sort: Generated<number>;
}

export interface GamesTable {
  id: Generated<number>;
  platform: string;
  game_code: string;
  name: string;
  category_id: string;
  game_type: Generated<string>;
  mobile_img: string;
  app_state: Generated<number>;
  hot: Generated<number>;
  sort: Generated<number>;
}

export interface ProviderTokensTable {
  token_hash: string;
  user_id: number;
  platform: string;
  created_at: Millis;
  expires_at: Millis;
}

export interface SeamlessTxnsTable {
  id: Generated<number>;
  provider: string;
  txn_id: string;
  kind: string;
  user_id: number;
  platform: string;
  game_code: Generated<string>;
  round_id: Generated<string>;
  bet_txn_id: Generated<string>;
  amount: number;
  status: string;
  response: string;
  created_at: Millis;
}

export interface GameTransfersTable {
  id: Generated<number>;
  transfer_no: string;
  user_id: number;
  platform: string;
  direction: 'in' | 'out';
  amount_fen: number;
  state: Generated<number>;
  attempts: Generated<number>;
  created_at: Millis;
  updated_at: Millis;
}

export interface BetsTable {
  id: Generated<number>;
  provider: string;
  bet_id: string;
  user_id: number;
  platform: string;
  game_code: string;
  round_no: string;
  bet_fen: number;
  valid_bet_fen: number;
  win_loss_fen: number;
  status: number;
  wallet_mode: string;
  memo: Generated<string>;
  posted: Generated<number>;
  bet_time: Millis;
  created_at: Millis;
}

export interface ProviderCursorsTable {
  provider: string;
  last_id: Generated<number>;
  updated_at: Millis;
}

export interface VipLevelsTable {
  level: number;
  name: string;
  flow_fen: number;
  recharge_fen: number;
  rate_live: number;
  rate_slots: number;
  rate_cards: number;
  rate_sports: number;
  rate_lottery: number;
  rate_esports: number;
  rate_fishing: number | null;
  bonus_fen: Generated<number>;
  status: Generated<number>;
}

export interface PlayerStatsTable {
  user_id: number;
  deposit_fen: Generated<number>;
  valid_bet_fen: Generated<number>;
  updated_at: Millis;
}

export interface RebatesTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  bet_id: string;
  platform: string;
  game_code: string;
  category: string;
  valid_bet_fen: number;
  rate: number;
  amount_fen: number;
  state: Generated<number>;
  claim_no: Generated<string>;
  created_at: Millis;
  updated_at: Millis;
}

export interface ActivityTypesTable {
  id: Generated<number>;
  name: string;
  sort: Generated<number>;
}

export interface ActivitiesTable {
  id: Generated<number>;
  type_id: number;
  title: string;
  banner: string;
  content: string;
  state: Generated<number>;
  can_apply: Generated<number>;
  bonus_rate: Generated<number>;
  bonus_max_fen: Generated<number>;
  turnover_multiple: Generated<string>;
  sort: Generated<number>;
  created_at: Millis;
  updated_at: Millis;
}

export interface ActivityApplicationsTable {
  id: Generated<number>;
  activity_id: number;
  user_id: number;
  amount_fen: number;
  state: Generated<number>;
  bonus_fen: Generated<number>;
  reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: Millis | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface ArticlesTable {
  type: number;
  title: string;
  content: string;
  updated_at: Millis;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  user_id: number;
  author: 'player' | 'operator';
  operator_id: number | null;
  content: string;
  created_at: Millis;
}

export interface AgentApplicationsTable {
  id: Generated<number>;
  user_id: number;
  mobile: string;
  apply_info: string;
  state: Generated<number>;
  reason: Generated<string>;
  reviewed_by: number | null;
  reviewed_at: Millis | null;
  created_at: Millis;
}

export interface RedpacketTiersTable {
  id: Generated<number>;
  deposit_min_fen: number;
  deposit_max_fen: Generated<number>;
  draws: number;
  amount_min_fen: number;
  amount_max_fen: number;
}

export interface RedpacketDrawsTable {
  id: Generated<number>;
  user_id: number;
  day: number;
  seq: number;
  deposit_fen: number;
  amount_fen: number;
  created_at: Millis;
}

export interface BalanceAdjustmentsTable {
  id: Generated<number>;
  adjust_no: string;
  user_id: number;
  /** Signed fen: positive credits the main wallet, negative debits it. */
  amount_fen: number;
  reason_code: string;
  note: string;
  turnover_multiple: Generated<string>;
  state: 'pending' | 'posted' | 'rejected';
  requested_by: number;
  reviewed_by: number | null;
  reviewed_at: Millis | null;
  review_note: Generated<string>;
  balance_before: number | null;
  balance_after: number | null;
  created_at: Millis;
  updated_at: Millis;
}

export interface DepositLimitsTable {
  id: Generated<number>;
  user_id: number;
  period: 'day' | 'week' | 'month';
  amount_fen: number | null;
  previous_fen: number | null;
  requested_at: Millis;
  effective_at: Millis;
  cancelled_at: Millis | null;
}

export interface PlayerExclusionsTable {
  id: Generated<number>;
  user_id: number;
  kind: 'timeout' | 'self_exclusion';
  duration: string;
  starts_at: Millis;
  ends_at: Millis | null;
  ip: Generated<string>;
  created_at: Millis;
}

export interface PlayerProtectionTable {
  user_id: number;
  adult_confirmed_at: Millis | null;
  reality_check_minutes: number | null;
  updated_at: Millis;
}

export interface ReportBetsDailyTable {
  /** Beijing day: whole days since 1970-01-01 in UTC+8. */
  day: number;
  platform: string;
  bet_count: Generated<number>;
  bet_fen: Generated<number>;
  valid_bet_fen: Generated<number>;
  win_loss_fen: Generated<number>;
}

export interface ReportBettorsDailyTable {
  day: number;
  user_id: number;
}

export interface ReportBettorDaysTable {
  day: number;
  bettors: Generated<number>;
}

export interface ReportBettorLastTable {
  user_id: number;
  last_day: number;
}

export interface DB {
  users: UsersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  captchas: CaptchasTable;
  login_failures: LoginFailuresTable;
  trusted_devices: TrustedDevicesTable;
  login_history: LoginHistoryTable;
  settings: SettingsTable;
  banners: BannersTable;
  notices: NoticesTable;
  ledger_journals: LedgerJournalsTable;
  ledger_entries: LedgerEntriesTable;
  cards: CardsTable;
  banks: BanksTable;
  pay_channels: PayChannelsTable;
  pay_banks: PayBanksTable;
  deposits: DepositsTable;
  gateway_events: GatewayEventsTable;
  operator_setup_tokens: OperatorSetupTokensTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  withdrawals: WithdrawalsTable;
  player_turnover: PlayerTurnoverTable;
  messages: MessagesTable;
  platforms: PlatformsTable;
  games: GamesTable;
  provider_tokens: ProviderTokensTable;
  seamless_txns: SeamlessTxnsTable;
  game_transfers: GameTransfersTable;
  bets: BetsTable;
  provider_cursors: ProviderCursorsTable;
  vip_levels: VipLevelsTable;
  player_stats: PlayerStatsTable;
  rebates: RebatesTable;
  activity_types: ActivityTypesTable;
  activities: ActivitiesTable;
  activity_applications: ActivityApplicationsTable;
  articles: ArticlesTable;
  support_messages: SupportMessagesTable;
  agent_applications: AgentApplicationsTable;
  redpacket_tiers: RedpacketTiersTable;
  redpacket_draws: RedpacketDrawsTable;
  balance_adjustments: BalanceAdjustmentsTable;
  deposit_limits: DepositLimitsTable;
  player_exclusions: PlayerExclusionsTable;
  player_protection: PlayerProtectionTable;
  report_bets_daily: ReportBetsDailyTable;
  report_bettors_daily: ReportBettorsDailyTable;
  report_bettor_days: ReportBettorDaysTable;
  report_bettor_last: ReportBettorLastTable;
}
