import { formatFen } from '@app/shared';
import { playBaccarat, type BaccaratSide } from './engines/baccarat.js';
import { RACE_CHOICES, raceBoats } from './engines/boat-race.js';
import { DICE_BETS, rollDice, type DiceChoice } from './engines/dice.js';
import { playDragonTiger, type DragonTigerSide } from './engines/dragon-tiger.js';
import type { Rng } from './engines/rng.js';
import { SLOT_STAKES, spinSlot } from './engines/slot.js';
import { SLOT_TITLES } from './engines/slot-titles/index.js';
import { CRASH_TARGETS, playCrash } from './engines/crash.js';
import { FISH, FISH_HALLS, shootFish } from './engines/fishing.js';
import { playGoldenFlower } from './engines/golden-flower.js';
import { NIUNIU_CHOICES, parseChoice, playNiuniu } from './engines/niuniu.js';

export type GameKind =
  'slot' | 'dice' | 'baccarat' | 'dragon_tiger' | 'crash' | 'fishing' | 'niuniu' | 'golden_flower' | 'race';

/** Stakes offered per kind, in fen. Every slot title's lines divide its stakes (slot.ts). */
export const STAKES: Record<GameKind, number[]> = {
  slot: SLOT_STAKES,
  dice: [1000, 2000, 5000, 10000, 50000],
  baccarat: [1000, 2000, 5000, 10000, 50000],
  dragon_tiger: [1000, 2000, 5000, 10000, 50000],
  crash: [1000, 2000, 5000, 10000, 50000],
  fishing: [100, 200, 500, 1000, 5000],
  // 底注: a round holds back up to 135 times it (niuniu.ts), so the chips stay small.
  niuniu: [100, 200, 500, 1000, 2000],
  golden_flower: [1000, 2000, 5000, 10000, 50000],
  race: [1000, 2000, 5000, 10000, 50000],
};
/** Tables of one game that differ as their names say: 贵宾百家乐 plays for higher stakes. */
const TABLE_STAKES: Record<string, number[]> = { 'baccarat-vip': [10000, 20000, 50000, 100000, 200000] };
export const stakesOf = (kind: GameKind, gameCode: string) =>
  (Object.hasOwn(TABLE_STAKES, gameCode) ? TABLE_STAKES[gameCode] : undefined) ?? STAKES[kind];
/** The provider's own names of the tables and halls that share an engine (slot titles name themselves). */
const TITLES: Record<string, string> = {
  'baccarat-classic': '经典百家乐',
  'baccarat-speed': '极速百家乐',
  'baccarat-vip': '贵宾百家乐',
  'fishing-king': '捕鱼大亨',
  'golden-toad': '金蟾捕鱼',
  'shark-hunt': '深海狂鲨',
  'dice-sicbo': '幸运骰宝',
  'fast-three': '极速快三',
};
export const titleOf = (gameCode: string) =>
  Object.hasOwn(TITLES, gameCode) ? TITLES[gameCode] : SLOT_TITLES[gameCode]?.name;

/** A game's bet spots: a fishing hall's are its own species. */
export const choicesOf = (kind: GameKind, gameCode: string): string[] =>
  kind === 'fishing' ? FISH_HALLS[gameCode]! : kind === 'dice' ? DICE_BETS[gameCode]! : CHOICES[kind];

export const CHOICES: Record<GameKind, string[]> = {
  slot: ['spin'],
  dice: [], // each dice game its own bets: choicesOf
  baccarat: ['player', 'banker', 'tie'],
  dragon_tiger: ['dragon', 'tiger', 'tie'],
  crash: Object.keys(CRASH_TARGETS),
  fishing: [], // each hall its own species: choicesOf
  niuniu: NIUNIU_CHOICES,
  golden_flower: ['player'],
  race: RACE_CHOICES,
};

/** Which engine serves a catalogue game. */
export function kindOf(platform: string, gameCode: string): GameKind | null {
  // A slot platform's game is a slot only if it is one of the titles: each plays as its own game.
  if (['obgdy', 'fgdz', 'pp', 'ae', 'pg'].includes(platform) && Object.hasOwn(SLOT_TITLES, gameCode))
    return 'slot';
  if (gameCode.startsWith('baccarat')) return 'baccarat';
  if (gameCode.startsWith('dragon-tiger')) return 'dragon_tiger';
  if (Object.hasOwn(DICE_BETS, gameCode)) return 'dice';
  if (gameCode === 'rocket-crash') return 'crash';
  // 幸运飞艇 is the boat race its name promises, not another crash game.
  if (gameCode === 'lucky-crash') return 'race';
  if (gameCode === 'niuniu') return 'niuniu';
  if (gameCode === 'golden-flower') return 'golden_flower';
  if (platform === 'fgfish' && Object.hasOwn(FISH_HALLS, gameCode)) return 'fishing';
  return null;
}

const SIDE_LABEL: Record<string, string> = {
  big: '大',
  small: '小',
  triple: '豹子',
  player: '闲',
  banker: '庄',
  dragon: '龙',
  tiger: '虎',
  tie: '和',
  odd: '单',
  even: '双',
};
const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}倍`;

export interface RoundOutcome {
  /** What the round takes from the wallet when it is not the chip chosen (抢庄牛牛 holds back its
   * largest possible loss); returned with the result in `win`. */
  stake?: number;
  win: number;
  /** Turnover the round counts for: a baccarat player/banker bet pushed by a tie counts for none. */
  validBet: number;
  /** What was bet and what came out, in the words of a bet record. */
  memo: string;
  detail: unknown;
}

export function play(kind: GameKind, bet: number, choice: string, rng: Rng, gameCode = ''): RoundOutcome {
  switch (kind) {
    case 'slot': {
      const title = SLOT_TITLES[gameCode]!;
      const r = spinSlot(title, bet, rng);
      const scatter = r.scatter && r.scatter.pay > 0 ? ` · ${title.scatter!.name}×${r.scatter.count}` : '';
      return {
        win: r.win,
        validBet: bet,
        memo: (r.lines.length ? `旋转 · 中奖${r.lines.length}线` : '旋转 · 未中奖') + scatter,
        detail: r,
      };
    }
    case 'dice': {
      const r = rollDice(bet, choice as DiceChoice, rng);
      return {
        win: r.win,
        validBet: bet,
        memo:
          `押${SIDE_LABEL[choice]} · 开${r.dice.join('+')}=${r.sum} ${SIDE_LABEL[r.outcome]}` +
          (r.outcome === 'triple' ? '' : SIDE_LABEL[r.parity]),
        detail: { ...r, choice },
      };
    }
    case 'baccarat': {
      const r = playBaccarat(bet, choice as BaccaratSide, rng);
      const pushed = r.outcome === 'tie' && choice !== 'tie';
      return {
        win: r.win,
        validBet: pushed ? 0 : bet,
        memo: `押${SIDE_LABEL[choice]} · 闲${r.playerTotal}点 庄${r.bankerTotal}点 ${SIDE_LABEL[r.outcome]}赢`,
        detail: { ...r, choice },
      };
    }
    case 'dragon_tiger': {
      const r = playDragonTiger(bet, choice as DragonTigerSide, rng);
      return {
        win: r.win,
        validBet: bet,
        memo: `押${SIDE_LABEL[choice]} · ${SIDE_LABEL[r.outcome]}${r.outcome === 'tie' ? '' : '胜'}`,
        detail: { ...r, choice },
      };
    }
    case 'crash': {
      const r = playCrash(bet, choice, rng);
      return {
        win: r.win,
        validBet: bet,
        memo: `目标${times(r.target)} · 爆点${times(r.crashAt)}`,
        detail: r,
      };
    }
    case 'fishing': {
      const r = shootFish(bet, choice, rng);
      return {
        win: r.win,
        validBet: bet,
        memo: `${FISH[choice]!.label}(${r.multiple}倍) · ${r.caught ? '捕获' : '未捕获'}`,
        detail: r,
      };
    }
    case 'niuniu': {
      const r = playNiuniu(bet, parseChoice(choice)!, rng);
      const you = r.seats[0]!;
      const bank = r.seats[r.banker]!;
      const role =
        r.banker === 0
          ? `坐庄×${r.bankerMultiple}`
          : `下注×${you.bet} · ${bank.name}坐庄×${r.bankerMultiple}`;
      const against = r.banker === 0 ? '对3家' : `庄${bank.hand.name}`;
      const net = r.gross - r.commission;
      const result = `${net > 0 ? '赢' : '输'}${formatFen(Math.abs(net))}`;
      return {
        stake: r.exposure,
        win: r.win,
        // 棋牌's valid bet: the amount won or lost (the house's 2.5% edge is on it).
        validBet: Math.abs(r.gross),
        memo: `${role} · ${you.hand.name} ${against} · ${result}`,
        detail: { ...r, choice },
      };
    }
    case 'race': {
      const r = raceBoats(bet, choice, rng);
      const label = choice.startsWith('n') ? `${choice.slice(1)}号` : SIDE_LABEL[choice];
      return { win: r.win, validBet: bet, memo: `押冠军${label} · 冠军${r.champion}号`, detail: r };
    }
    case 'golden_flower': {
      const r = playGoldenFlower(bet, rng);
      return {
        win: r.win,
        validBet: bet,
        memo: `闲${r.playerHand} · 庄${r.bankerHand} ${SIDE_LABEL[r.outcome]}赢`,
        detail: r,
      };
    }
  }
}
