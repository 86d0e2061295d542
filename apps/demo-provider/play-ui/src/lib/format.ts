import { formatFen, parseYuanToFen } from '@app/shared';
import type { Info, Kind } from './types';

/** A stake chip's face: no trailing zeros (0.9, 18, 500). */
export function chipLabel(fen: number): string {
  const [whole, cents = '00'] = formatFen(fen).split('.');
  return cents === '00' ? whole! : `${whole}.${cents.replace(/0$/, '')}`;
}
/** The provider's yuan strings (a round's bet and win) to fen, exactly; 0 for one that is not an amount. */
export const toFen = (amount: string) => parseYuanToFen(amount) ?? 0;
/** Hundredths of a multiple (235) as 2.35×. */
export const times = (hundredths: number) => `${(hundredths / 100).toFixed(2)}×`;

export const GAME_NAME: Record<Kind, string> = {
  slot: '财神老虎机',
  dice: '骰宝 · 大小',
  baccarat: '百家乐',
  dragon_tiger: '龙虎斗',
  crash: '火箭飞升',
  fishing: '捕鱼达人',
  niuniu: '抢庄牛牛',
  golden_flower: '炸金花',
  race: '幸运飞艇',
};

export const PLAY_LABEL: Record<Kind, string> = {
  slot: '旋转',
  dice: '摇骰',
  baccarat: '下注发牌',
  dragon_tiger: '下注发牌',
  crash: '发射',
  fishing: '开炮',
  niuniu: '抢庄发牌',
  golden_flower: '发牌',
  race: '开赛',
};

/** The published return to player of each game (engines in src/engines). */
export const RTP: Record<Kind, string> = {
  slot: '理论返还率 97.07%',
  dice: '理论返还率 97.22%',
  baccarat: '理论返还率 庄 98.94% / 闲 98.76% / 和 85.64%',
  dragon_tiger: '理论返还率 龙虎 96.27% / 和 89.64%',
  crash: '理论返还率 97%（任一兑现倍数）',
  fishing: '理论返还率 96%（任一目标）',
  niuniu: '理论返还率 97.5%（赢额抽水5%，按输赢额计）',
  golden_flower: '理论返还率 97.5%（闲赢抽水5%）',
  race: '理论返还率 97%（任一投注）',
};

/** The game's name on its page: its own (a slot title, hall or room), else the game's. */
export const gameTitle = (info: Info) => info.title ?? info.slot?.name ?? GAME_NAME[info.kind];

/** The return to player the page publishes: a slot title's is computed from its own reels. */
export const rtpText = (info: Info) =>
  info.slot
    ? `理论返还率 ${(info.slot.rtp_bp / 100).toFixed(2)}%（${info.slot.lines}条线）`
    : info.choices.includes('triple')
      ? '理论返还率 大小单双 97.22% / 豹子 86.11%'
      : RTP[info.kind];

export const CHOICE_TITLE: Partial<Record<Kind, string>> = {
  dice: '押大小',
  baccarat: '投注区',
  dragon_tiger: '投注区',
  crash: '自动兑现倍数',
  fishing: '瞄准目标',
  race: '押冠军',
};

export const SIDE: Record<string, string> = {
  big: '大',
  small: '小',
  triple: '豹子',
  player: '闲',
  banker: '庄',
  tie: '和',
  dragon: '龙',
  tiger: '虎',
  odd: '单',
  even: '双',
};

export const RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** Suits as the engines number them: 0 ♦ 1 ♣ 2 ♥ 3 ♠. */
export const SUIT = ['♦', '♣', '♥', '♠'];
export const niuName = (v: number) => (v === 10 ? '牛牛' : v === 0 ? '无牛' : `牛${v}`);
