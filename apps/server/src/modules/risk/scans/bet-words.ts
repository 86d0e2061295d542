/**
 * What a bet record's words say (the provider's memo): the side of a table game's round
 * (押闲 · …, 押龙 · …, 押大 · …) and a sportsbook single's market, selection and price
 * (`联赛 · 主队 vs 客队 · 全场独赢 · 主胜 @1.85`). Parlays give their combined price only.
 */
const SIDES: Record<string, string> = {
  闲: 'player',
  庄: 'banker',
  龙: 'dragon',
  虎: 'tiger',
  大: 'big',
  小: 'small',
  单: 'odd',
  双: 'even',
};
const OPPOSITE: Record<string, string> = {
  player: 'banker',
  banker: 'player',
  dragon: 'tiger',
  tiger: 'dragon',
  big: 'small',
  small: 'big',
  odd: 'even',
  even: 'odd',
};

/** The table side a bet took (`player`, `banker`, `dragon`, …), null for anything else. */
export function tableSide(memo: string): string | null {
  const m = /^押(闲|庄|龙|虎|大|小|单|双) ·/.exec(memo);
  return m ? SIDES[m[1]!]! : null;
}

export const oppositeSides = (a: string, b: string) => OPPOSITE[a] === b;

export interface SportsPick {
  /** League, match and market: the same for every selection of one market. */
  market: string;
  selection: string;
  /** Decimal price in hundredths (185 = 1.85). */
  odds: number;
}

const price = (text: string) => Math.round(Number(text) * 100);

/** A sportsbook single's market, selection and price; null for a parlay or another game's record. */
export function sportsPick(memo: string): SportsPick | null {
  const parts = memo.split(' · ');
  if (parts.length < 4) return null;
  const m = /^(.+) @(\d+(?:\.\d+)?)$/.exec(parts[3]!);
  if (!m) return null;
  return { market: parts.slice(0, 3).join(' · '), selection: m[1]!, odds: price(m[2]!) };
}

/** The price of any sportsbook record, single (its selection's) or parlay (the combined one). */
export function sportsOdds(memo: string): number | null {
  const single = sportsPick(memo);
  if (single) return single.odds;
  const parlay = /^\d+串1 @(\d+(?:\.\d+)?)/.exec(memo);
  return parlay ? price(parlay[1]!) : null;
}
