// Report roll-ups the bet records feed.
import type { Generated } from 'kysely';

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
