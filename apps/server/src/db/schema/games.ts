// Games: platforms and their games, transfer and seamless wallets, bet records pulled from providers.
import type { Generated } from 'kysely';
import type { Millis } from './millis.js';

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
  /** The most one bet returns, in percent of its stake (stake included); 0 when not known. */
  max_win_percent: Generated<number>;
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
  /** The report's version: a sportsbook ticket is reported again when it settles or re-settles. */
  version: Generated<number>;
  /** Transfer mode: how much of win_loss_fen the ledger holds (posted per version, as a difference). */
  posted_fen: Generated<number>;
  bet_time: Millis;
  created_at: Millis;
}

export interface ProviderCursorsTable {
  provider: string;
  last_id: Generated<number>;
  updated_at: Millis;
}

/** A player's favourite and recently played games (the lobby's rows and filters). */
export interface PlayerGamesTable {
  user_id: number;
  game_id: number;
  favourite: Generated<number>;
  favourited_at: Millis | null;
  played_at: Millis | null;
}
