import { formatFen } from '@app/shared';
import { FISH } from '../../../src/engines/fishing';
import { niuName, RANK, SIDE, times } from './format';
import type { AnyResult, Kind, ResultOf } from './types';

type Summaries = { [K in Kind]: (r: ResultOf[K]) => string };

const SUMMARY: Summaries = {
  slot: (r) =>
    [r.lines.length ? `中奖 ${r.lines.length} 线` : '', r.scatter?.pay ? `散布×${r.scatter.count}` : '']
      .filter(Boolean)
      .join(' · ') || '未中奖',
  dice: (r) => `${r.dice.join('+')}=${r.sum} ${SIDE[r.outcome]}`,
  baccarat: (r) =>
    `闲${r.playerTotal} 庄${r.bankerTotal} ${r.outcome === 'tie' ? '和' : `${SIDE[r.outcome]}赢`}`,
  dragon_tiger: (r) =>
    `龙${RANK[r.dragon]} 虎${RANK[r.tiger]} ${r.outcome === 'tie' ? '和' : `${SIDE[r.outcome]}赢`}`,
  crash: (r) => `爆点 ${times(r.crashAt)}${r.crashAt >= r.target ? ' 兑现' : ''}`,
  fishing: (r) => `${FISH[r.fish]?.label ?? r.fish} ${r.caught ? '捕获' : '逃走'}`,
  niuniu: (r) => {
    if (!r.seats) {
      // A round from before the bidding: player against banker.
      const old = r as unknown as { playerNiu: number; bankerNiu: number };
      return `闲${niuName(old.playerNiu)} 庄${niuName(old.bankerNiu)}`;
    }
    const you = r.seats[0]!;
    const bank = r.seats[r.banker]!;
    return r.banker === 0
      ? `坐庄×${r.bankerMultiple} ${you.hand.name}`
      : `${you.hand.name} 对 ${bank.name}坐庄 ${bank.hand.name}`;
  },
  golden_flower: (r) => `闲${r.playerHand} 庄${r.bankerHand}`,
  race: (r) => `冠军 ${r.champion}号 · 亚军 ${r.order[1]}号`,
};

/** A round's result in a few words, for its history line. */
export function summary(kind: Kind, result: AnyResult | null | undefined): string {
  if (!result) return '';
  try {
    return (SUMMARY[kind] as (r: AnyResult) => string)(result);
  } catch {
    return '';
  }
}

/**
 * Whether the round came out ahead: its payout, or (抢庄牛牛, whose stake is what it held back and
 * returns) more back than it held.
 */
export const cameAhead = (kind: Kind, betFen: number, winFen: number) =>
  kind === 'niuniu' ? winFen > betFen : winFen > 0;

/** What the message line says once a round is revealed. */
export function verdict(kind: Kind, result: AnyResult, betFen: number, winFen: number): string {
  const amount = formatFen(winFen);
  if (kind === 'niuniu') {
    const net = formatFen(winFen - betFen);
    return winFen > betFen ? `恭喜！本局赢 ${net} 元（已扣5%抽水）` : `本局输 ${net.slice(1)} 元`;
  }
  if (winFen === 0) return '未中奖，再接再厉';
  const tie = (kind === 'baccarat' || kind === 'dragon_tiger') && (result as { outcome: string }).outcome;
  const choice = (result as { choice?: string }).choice;
  if (tie === 'tie' && choice !== 'tie')
    return winFen === betFen ? `和局，退回本金 ${amount} 元` : `和局，退回 ${amount} 元`;
  return `恭喜！派彩 ${amount} 元`;
}
