// Symbols of the lucky cats (招财猫, 招财喵) and the mahjong titles (麻将胡了, 麻将胡了2).
import { MAHJONG_FACES, mahjong } from '../../../../../scripts/game-art/casino-items';
import { fish } from '../../../../../scripts/game-art/fishing';
import { koban } from '../../../../../scripts/game-art/lucky-animals';
import { GOLD, goldGradient, linear, radial, sparkle } from '../../../../../scripts/game-art/svg';
import { centred, cjk, doc, medallion, royals, wildFromTile, type Palette } from './kit';

const SAKURA: Palette = { fill: ['#fff0f4', '#ff8aa0', '#c8205a'], edge: '#4a0a20', jewel: '#f7c948' };
const VIOLET: Palette = { fill: ['#fff6c8', '#d89cff', '#6a2bc8'], edge: '#220a4a', jewel: '#3fcf8e' };

/** 金铃: a gold bell on a red cord, its slot and ball. */
const bell =
  goldGradient() +
  '<path d="M20 20Q50 34 80 20" stroke="#d0142c" stroke-width="7" fill="none" stroke-linecap="round"/>' +
  '<circle cx="50" cy="58" r="32" fill="url(#gold)" stroke="#7a4a00" stroke-width="2"/>' +
  '<path d="M20 52H80" stroke="#7a4a00" stroke-width="3"/>' +
  '<path d="M22 60H78" stroke="#7a4a00" stroke-width="1.5"/>' +
  '<circle cx="50" cy="72" r="6" fill="#5a3a00"/><path d="M50 76V90" stroke="#5a3a00" stroke-width="4"/>' +
  '<path d="M32 40Q38 32 48 30" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" ' +
  'opacity=".7"/>';

/** 锦鲤: a red-and-white koi leaping. */
const koi = centred(
  1.35,
  fish(
    '#ff6a2a',
    '#ffb38a',
    '<path d="M-20-10Q-12-4-16 8M-2-14Q4-2-2 12" stroke="#fff" stroke-width="6" fill="none"/>',
  ),
  2,
  2,
);

/** 御守: a red charm pouch, knotted at the top, embroidered 福. */
const charm =
  goldGradient() +
  '<path d="M40 14Q50 2 60 14M44 14Q50 24 56 14" stroke="url(#gold)" stroke-width="4" fill="none"/>' +
  linear('pouch', ['#ff5a7a', '#c8103a', '#7a0620']) +
  '<path d="M28 20H72L76 88Q50 96 24 88Z" fill="url(#pouch)" stroke="#4a0414" stroke-width="2"/>' +
  '<path d="M30 30H70M28 80H72" stroke="url(#gold)" stroke-width="3"/>' +
  '<rect x="38" y="38" width="24" height="34" rx="3" fill="#fff3e0" stroke="url(#gold)" stroke-width="2"/>' +
  cjk(50, 62, 18, '福', '#c8103a');

/** 小鱼干: a sun-dried fish, grill-marked, on a little blue plate. */
const driedFish =
  '<ellipse cx="50" cy="70" rx="40" ry="14" fill="#e8f0ff" stroke="#2f6bd8" stroke-width="3"/>' +
  `<g transform="rotate(-12 50 50)">${centred(
    1.3,
    fish(
      '#e0b070',
      '#b88840',
      '<path d="M-16-9V9M-6-12V12M4-10V10" stroke="#8a5a20" stroke-width="2.5" stroke-linecap="round"/>',
    ),
    0,
    4,
  )}</g>`;

/** 猫爪: a pink paw print on a white pad. */
const paw =
  radial('pad', ['#ffffff', '#fff0f4', '#f0c8d8'], 0.4, 0.35, 0.7) +
  '<circle cx="50" cy="50" r="42" fill="url(#pad)" stroke="#c8205a" stroke-width="3"/>' +
  '<g fill="#ff7aa0"><ellipse cx="50" cy="62" rx="18" ry="15"/><ellipse cx="28" cy="42" rx="7" ry="9"/>' +
  '<ellipse cx="42" cy="30" rx="7" ry="9"/><ellipse cx="58" cy="30" rx="7" ry="9"/>' +
  '<ellipse cx="72" cy="42" rx="7" ry="9"/></g>';

/** 毛线球: a ball of violet yarn with a loose end. */
const yarn =
  radial('yarn', ['#f0c8ff', '#b15cff', '#5a1aa8'], 0.4, 0.35, 0.7) +
  '<circle cx="50" cy="42" r="26" fill="url(#yarn)" stroke="#3a0a6e" stroke-width="2"/>' +
  '<g stroke="#e8b0ff" stroke-width="2" fill="none"><path d="M28 32Q50 50 72 30"/>' +
  '<path d="M26 44Q50 62 74 42"/><path d="M36 20Q44 42 40 66"/><path d="M58 18Q52 42 62 64"/></g>' +
  '<path d="M70 56Q84 62 78 72" stroke="#b15cff" stroke-width="3" fill="none"/>';

export const LUCKY_CAT = {
  WILD: () => wildFromTile('obgdy-lucky-cat'),
  KOBAN: () => doc(goldGradient(), centred(2, koban), sparkle(82, 20, 7, '#fff6c8')),
  BELL: () => doc(bell),
  KOI: () => doc(koi),
  ...royals(SAKURA, ['K', 'Q', 'J']),
};

export const LUCKY_NEKO = {
  WILD: () => wildFromTile('pg-lucky-neko'),
  CHARM: () => doc(charm),
  FISH: () => doc(driedFish),
  PAW: () => doc(paw),
  ...royals(VIOLET, ['A', 'K', 'Q', 'J']),
  YARN: () => medallion(yarn, ['#ffd1f0', '#6a2bc8'], '毛线球'),
};

const INK = '#1c3f8f';
const CARD_RED = '#d0142c';

/** A mahjong tile filling the picture, the face drawn for a tile 40 wide. */
const tile = (face: string) => doc(centred(1.55, mahjong(face), -2, 0));

/** A character-suit tile: the number above, 萬 below. */
const wan = (n: string) =>
  tile(
    `<text x="0" y="-4" font-size="17" font-weight="900" text-anchor="middle" fill="${INK}" ` +
      `font-family="Noto Sans CJK SC,sans-serif">${n}</text>` +
      `<text x="0" y="16" font-size="17" font-weight="900" text-anchor="middle" fill="${CARD_RED}" ` +
      'font-family="Noto Sans CJK SC,sans-serif">萬</text>',
  );

/** A wind tile. */
const wind = (ch: string) =>
  tile(
    `<text x="0" y="11" font-size="30" font-weight="900" text-anchor="middle" fill="${INK}" ` +
      `font-family="Noto Sans CJK SC,sans-serif">${ch}</text>`,
  );

const twoCircles =
  '<g fill="none" stroke-width="3.5"><circle cy="-10" r="8" stroke="#0d7a3c"/>' +
  '<circle cy="10" r="8" stroke="#1c5fbf"/></g><circle cy="-10" r="3" fill="#d0142c"/>' +
  '<circle cy="10" r="3" fill="#d0142c"/>';
const threeBamboo =
  '<g stroke="#0d7a3c" stroke-width="5" stroke-linecap="round"><path d="M0-16V-4"/>' +
  '<path d="M-8 3V16M8 3V16"/></g>';

/** The 胡 medallion of a winning hand. */
const hu = (ground: [string, string]) =>
  medallion(cjk(50, 58, 42, '胡', GOLD[0]!, `stroke="${GOLD[3]}" stroke-width="1.5"`), ground, '胡了');

export const MAHJONG_WIN = {
  WILD: () => wildFromTile('obgdy-mahjong-win'),
  ZHONG: () => tile(MAHJONG_FACES.zhong),
  FA: () => tile(MAHJONG_FACES.fa),
  BAI: () => tile(MAHJONG_FACES.bai),
  WAN: () => wan('八'),
  TONG: () => tile(MAHJONG_FACES.circles),
  TIAO: () => tile(MAHJONG_FACES.bamboo),
  HU: () => hu(['#ff5a4a', '#7a0716']),
};

export const MAHJONG_WAYS = {
  WILD: () => wildFromTile('pg-mahjong-ways'),
  EAST: () => wind('東'),
  SOUTH: () => wind('南'),
  WEST: () => wind('西'),
  NORTH: () => wind('北'),
  TONG2: () => tile(twoCircles),
  TIAO3: () => tile(threeBamboo),
  HU: () => hu(['#4fc3ff', '#0a2a66']),
};
