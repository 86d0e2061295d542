import { DAY_MS } from '@app/shared';

/**
 * The pattern scans' figures (风险预警). Chosen from what 对打 and 刷水 look like in this market
 * (DOMAIN-NOTES §7): hedged stakes within a fifth of each other; a turnover requirement cleared at
 * prices that carry almost no risk; a day's large turnover ending near even.
 */
export const THRESHOLDS = {
  /** Two stakes are near-equal when the smaller is at least this share of the larger. */
  nearEqualStakes: 0.8,
  /** A sportsbook market's other tickets are sought this long either side. */
  marketWindowMs: 3 * DAY_MS,
  /** Low odds: under 1.30 … */
  lowOdds: 130,
  /** … on at least this share of the player's sportsbook bets … */
  lowOddsShare: 0.8,
  /** … counting at least this many bets over the last week. */
  lowOddsMinBets: 5,
  lowOddsWindowMs: 7 * DAY_MS,
  /** Rebate farming: a Beijing day's valid turnover of at least 10,000 yuan … */
  farmingMinValidFen: 1_000_000,
  /** … whose net result is within 1% of it. */
  farmingNetShare: 0.01,
  /** Bets this recent are left for the next run (a transaction may still commit a lower id). */
  settleMs: 5_000,
  batch: 500,
};
