/**
 * What we need from a game provider. Platforms map to adapters by configuration (platforms.adapter);
 * real providers plug in behind this interface. No method is called inside a database transaction.
 */
export interface LaunchRequest {
  playerId: number;
  username: string;
  platform: string;
  gameCode: string;
  walletMode: 'transfer' | 'seamless';
  /** Seamless only: the token the provider presents on balance and bet calls. */
  token?: string;
  returnUrl: string;
}

export type TransferOutcome = 'ok' | 'failed' | 'unknown';

export interface ProviderBet {
  id: number;
  betId: string;
  roundNo: string;
  playerId: string;
  platform: string;
  gameCode: string;
  betAmount: number;
  validBet: number;
  winLoss: number;
  status: number;
  walletMode: 'transfer' | 'seamless';
  memo: string;
  betTime: number;
  /** 1 for a bet's first report; a sportsbook ticket is reported again as it settles or re-settles. */
  version: number;
}

/**
 * A sportsbook provider's operator controls (the demo provider's book; real sportsbooks offer the
 * same through their back-office APIs). Answers are the provider's own JSON; `error` is its refusal.
 */
export interface SportsbookControls {
  events(platform: string, phase: string): Promise<unknown[]>;
  event(id: string): Promise<unknown>;
  correct(id: string, result: unknown): Promise<{ error?: string }>;
  voidMarket(id: string, market: string, reason: string): Promise<{ error?: string }>;
  cancel(id: string): Promise<{ error?: string }>;
  largest(platform: string, limit: number): Promise<unknown[]>;
}

export interface GameProviderAdapter {
  readonly name: string;
  launch(req: LaunchRequest): Promise<{ url: string } | { error: string }>;
  /** Idempotent by transferNo; 'unknown' when the answer was lost (the reconciler asks later). */
  transfer(req: {
    transferNo: string;
    playerId: number;
    platform: string;
    direction: 'in' | 'out';
    amount: number;
  }): Promise<TransferOutcome>;
  transferStatus(transferNo: string): Promise<'ok' | 'failed' | 'not_found' | 'unknown'>;
  balance(playerId: number, platform: string): Promise<number | null>;
  bets(afterId: number, limit: number): Promise<ProviderBet[]>;
  /** Present when the provider runs a sportsbook whose operator controls we use. */
  sportsbook?: SportsbookControls;
}
