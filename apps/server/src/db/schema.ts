// Written by hand; schema.test.ts holds it to what the migrations build (tables, columns, nullability,
// broad type, Generated<> for a default or identity) on SQLite and on PostgreSQL. The table types live
// per area under schema/; this file names every table once and re-exports them, so importers use it alone.
import type * as players from './schema/players.js';
import type * as money from './schema/money.js';
import type * as games from './schema/games.js';
import type * as rewards from './schema/rewards.js';
import type * as content from './schema/content.js';
import type * as operators from './schema/operators.js';
import type * as protection from './schema/protection.js';
import type * as reports from './schema/reports.js';
import type * as agents from './schema/agents.js';
import type * as risk from './schema/risk.js';

export type * from './schema/players.js';
export type * from './schema/money.js';
export type * from './schema/games.js';
export type * from './schema/rewards.js';
export type * from './schema/content.js';
export type * from './schema/operators.js';
export type * from './schema/protection.js';
export type * from './schema/reports.js';
export type * from './schema/agents.js';
export type * from './schema/risk.js';

/** Every table, by the name the queries use, grouped by area. */
export interface DB {
  users: players.UsersTable;
  sessions: players.SessionsTable;
  captchas: players.CaptchasTable;
  login_failures: players.LoginFailuresTable;
  trusted_devices: players.TrustedDevicesTable;
  login_history: players.LoginHistoryTable;
  cards: players.CardsTable;
  messages: players.MessagesTable;
  support_messages: players.SupportMessagesTable;
  agent_applications: players.AgentApplicationsTable;

  accounts: money.AccountsTable;
  ledger_journals: money.LedgerJournalsTable;
  ledger_entries: money.LedgerEntriesTable;
  banks: money.BanksTable;
  pay_channels: money.PayChannelsTable;
  pay_banks: money.PayBanksTable;
  deposits: money.DepositsTable;
  gateway_events: money.GatewayEventsTable;
  withdrawals: money.WithdrawalsTable;
  player_turnover: money.PlayerTurnoverTable;
  turnover_items: money.TurnoverItemsTable;
  balance_adjustments: money.BalanceAdjustmentsTable;

  platforms: games.PlatformsTable;
  games: games.GamesTable;
  provider_tokens: games.ProviderTokensTable;
  seamless_txns: games.SeamlessTxnsTable;
  game_transfers: games.GameTransfersTable;
  bets: games.BetsTable;
  provider_cursors: games.ProviderCursorsTable;
  player_games: games.PlayerGamesTable;

  vip_levels: rewards.VipLevelsTable;
  player_stats: rewards.PlayerStatsTable;
  rebates: rewards.RebatesTable;
  activity_types: rewards.ActivityTypesTable;
  activities: rewards.ActivitiesTable;
  activity_applications: rewards.ActivityApplicationsTable;
  redpacket_tiers: rewards.RedpacketTiersTable;
  redpacket_draws: rewards.RedpacketDrawsTable;

  settings: content.SettingsTable;
  banners: content.BannersTable;
  notices: content.NoticesTable;
  articles: content.ArticlesTable;

  operator_setup_tokens: operators.OperatorSetupTokensTable;
  operators: operators.OperatorsTable;
  operator_sessions: operators.OperatorSessionsTable;
  audit_log: operators.AuditLogTable;
  job_leases: operators.JobLeasesTable;

  deposit_limits: protection.DepositLimitsTable;
  player_exclusions: protection.PlayerExclusionsTable;
  player_protection: protection.PlayerProtectionTable;

  report_bets_daily: reports.ReportBetsDailyTable;
  report_bettors_daily: reports.ReportBettorsDailyTable;
  report_bettor_days: reports.ReportBettorDaysTable;
  report_bettor_last: reports.ReportBettorLastTable;

  agent_plans: agents.AgentPlansTable;
  agents: agents.AgentsTable;
  agent_links: agents.AgentLinksTable;
  agent_sessions: agents.AgentSessionsTable;
  bet_settlements: agents.BetSettlementsTable;
  agent_periods: agents.AgentPeriodsTable;
  agent_statements: agents.AgentStatementsTable;
  agent_statement_lines: agents.AgentStatementLinesTable;

  risk_signals: risk.RiskSignalsTable;
  risk_register_counts: risk.RiskRegisterCountsTable;
  risk_blocks: risk.RiskBlocksTable;
  risk_tags: risk.RiskTagsTable;
  risk_player_tags: risk.RiskPlayerTagsTable;
  risk_rules: risk.RiskRulesTable;
  risk_withdrawal_checks: risk.RiskWithdrawalChecksTable;
  risk_alerts: risk.RiskAlertsTable;
  risk_scores: risk.RiskScoresTable;
  risk_cursors: risk.RiskCursorsTable;
}
