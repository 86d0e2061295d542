// Symbols of the good-fortune titles: 财神到, 福星高照, 五福临门.
import { lantern } from '../../../../../scripts/game-art/good-fortune';
import {
  coin,
  GOLD,
  goldGradient,
  ingot,
  linear,
  radial,
  sparkle,
} from '../../../../../scripts/game-art/svg';
import { centred, cjk, doc, medallion, royals, wildFromTile, type Palette } from './kit';

const RED_GOLD: Palette = { fill: ['#fff1b8', '#f0c040', '#b8860b'], edge: '#7a0710', jewel: '#e0262f' };
const NIGHT: Palette = { fill: ['#ffffff', '#a9b4ff', '#4a3fc8'], edge: '#15104a', jewel: '#f7c948' };
const LACQUER: Palette = { fill: ['#ffd1c2', '#ff5a3c', '#a30f1a'], edge: '#3d0508', jewel: '#19c08a' };

/** A red packet (红包) with its gold seal. */
const envelope =
  linear('packet', ['#ff4a4a', '#d0142c', '#8e0c18']) +
  '<rect x="22" y="8" width="56" height="84" rx="7" fill="url(#packet)" stroke="#5a0610" stroke-width="2"/>' +
  `<path d="M22 18Q50 50 78 18V15Q78 8 71 8H29Q22 8 22 15Z" fill="#b80d1c" stroke="${GOLD[2]}" ` +
  'stroke-width="2"/>' +
  goldGradient() +
  `<circle cx="50" cy="38" r="12" fill="url(#gold)" stroke="${GOLD[3]}" stroke-width="1.5"/>` +
  cjk(50, 44, 15, '福', '#c8102e') +
  `<path d="M30 80H70" stroke="${GOLD[1]}" stroke-width="3" stroke-dasharray="6 4"/>`;

/** 铜钱: a gold cash coin reading 财源广进 round its square hole. */
const cashCoin =
  goldGradient() +
  coin(50, 50, 40) +
  cjk(50, 27, 15, '财', GOLD[3]!) +
  cjk(50, 85, 15, '源', GOLD[3]!) +
  cjk(74, 56, 15, '广', GOLD[3]!) +
  cjk(26, 56, 15, '进', GOLD[3]!);

/** 鞭炮: a string of red firecrackers hanging from a knot, the fuse lit. */
function firecrackers(): string {
  const cracker = (x: number, y: number, turn: number) =>
    `<g transform="rotate(${turn} ${x} ${y})"><rect x="${x - 11}" y="${y - 17}" width="22" height="34" ` +
    `rx="4" fill="url(#cracker)" stroke="#5a0610" stroke-width="1.5"/><rect x="${x - 11}" y="${y - 17}" ` +
    `width="22" height="6" fill="${GOLD[1]}"/><rect x="${x - 11}" y="${y + 11}" width="22" height="6" ` +
    `fill="${GOLD[1]}"/>${cjk(x, y + 6, 13, '福', GOLD[0]!)}</g>`;
  return (
    linear('cracker', ['#ff6a5a', '#d0142c', '#8e0c18'], [0, 0, 1, 0]) +
    '<path d="M66 6Q60 40 50 56Q40 74 28 94" stroke="#7a4a10" stroke-width="3" fill="none"/>' +
    cracker(42, 70, 24) +
    cracker(70, 50, -20) +
    cracker(56, 30, 18) +
    `<circle cx="66" cy="8" r="6" fill="${GOLD[1]}" stroke="#c8102e" stroke-width="2.5"/>` +
    sparkle(26, 90, 10, '#ffe27a') +
    sparkle(18, 82, 5, '#fff')
  );
}

/** 聚宝盆: a gold bowl heaped with an ingot and coins, on jade. */
const treasureBowl =
  goldGradient() +
  coin(34, 38, 10) +
  coin(66, 38, 10) +
  `<g transform="translate(50 36) scale(.62)">${ingot}</g>` +
  '<path d="M14 44H86Q84 70 50 72Q16 70 14 44Z" fill="url(#gold)" stroke="#7a4a00" stroke-width="2"/>' +
  '<path d="M22 52Q50 60 78 52" stroke="#c8102e" stroke-width="4" fill="none"/>' +
  '<path d="M36 72L32 78H68L64 72Z" fill="#7a4a00"/>';

/** A 福/禄/寿 token: the character in gold on its own ground and frame. */
function token(ch: string, shape: 'diamond' | 'square' | 'round', ground: [string, string]): string {
  const frame =
    shape === 'diamond'
      ? '<rect x="20" y="20" width="60" height="60" rx="5" transform="rotate(45 50 50)" fill="url(#tok)" ' +
        `stroke="url(#gold)" stroke-width="5"/>`
      : shape === 'square'
        ? '<rect x="12" y="12" width="76" height="76" rx="16" fill="url(#tok)" stroke="url(#gold)" ' +
          'stroke-width="5"/>'
        : '<circle cx="50" cy="50" r="40" fill="url(#tok)" stroke="url(#gold)" stroke-width="5"/>';
  return doc(
    goldGradient(),
    radial('tok', ground, 0.4, 0.35, 0.7),
    frame,
    cjk(50, 66, 44, ch, GOLD[0]!, `stroke="${GOLD[3]}" stroke-width="1.2"`),
  );
}

/** 蝙蝠: a red bat (蝠 sounds like 福) with scalloped wings, edged in gold. */
const bat =
  linear('bat', ['#ff5a4a', '#c8102e', '#7a0710']) +
  '<path d="M50 36C44 30 30 26 8 34C16 38 18 46 14 54C22 50 28 54 30 62C34 54 40 54 44 58L50 66L56 58' +
  'C60 54 66 54 70 62C72 54 78 50 86 54C82 46 84 38 92 34C70 26 56 30 50 36Z" fill="url(#bat)" ' +
  `stroke="${GOLD[1]}" stroke-width="2.5" stroke-linejoin="round"/>` +
  '<ellipse cx="50" cy="46" rx="8" ry="12" fill="#a30f1a"/>' +
  '<path d="M44 36l2-7 3 5h2l3-5 2 7" fill="#a30f1a"/>' +
  `<circle cx="47" cy="42" r="1.8" fill="${GOLD[0]}"/><circle cx="53" cy="42" r="1.8" fill="${GOLD[0]}"/>` +
  goldGradient() +
  coin(50, 80, 10);

/** 中国结: a red knot of woven loops with a gold bead and tassel. */
const knot =
  linear('cord', ['#ff5a4a', '#c8102e']) +
  '<path d="M50 4V14" stroke="#c8102e" stroke-width="4"/>' +
  '<g transform="rotate(45 50 40)"><rect x="34" y="24" width="32" height="32" rx="4" fill="none" ' +
  'stroke="url(#cord)" stroke-width="7"/><path d="M42 24V56M50 24V56M58 24V56M34 32H66M34 40H66M34 48H66" ' +
  'stroke="#ff7a6a" stroke-width="2.5"/></g>' +
  '<circle cx="26" cy="40" r="8" fill="none" stroke="url(#cord)" stroke-width="5"/>' +
  '<circle cx="74" cy="40" r="8" fill="none" stroke="url(#cord)" stroke-width="5"/>' +
  '<circle cx="50" cy="16" r="7" fill="none" stroke="url(#cord)" stroke-width="5"/>' +
  `<circle cx="50" cy="66" r="6" fill="${GOLD[1]}" stroke="${GOLD[3]}"/>` +
  '<path d="M44 72H56L58 96H42Z" fill="#c8102e"/><path d="M46 76V96M50 76V96M54 76V96" stroke="#ff8a7a"/>';

export const FORTUNE_GOD = {
  WILD: () => wildFromTile('obgdy-fortune-god'),
  INGOT: () => doc(goldGradient(), centred(1.3, ingot, 0, 4), sparkle(80, 22, 8, '#fff6c8')),
  ENVELOPE: () => doc(envelope),
  COIN: () => doc(cashCoin),
  FIRECRACKER: () => doc(firecrackers()),
  ...royals(RED_GOLD, ['A', 'K', 'Q']),
  POT: () => medallion(treasureBowl, ['#3fcf8e', '#0b5a34'], '聚宝盆'),
};

export const LUCKY_STARS = {
  WILD: () => wildFromTile('pp-lucky-stars'),
  FU: () => token('福', 'diamond', ['#ff5a4a', '#a30f1a']),
  LU: () => token('禄', 'square', ['#3fcf8e', '#0b5a34']),
  SHOU: () => token('寿', 'round', ['#6a8cff', '#1a1f7a']),
  ...royals(NIGHT, ['A', 'K', 'Q']),
};

export const FIVE_BLESSINGS = {
  WILD: () => wildFromTile('ae-five-blessings'),
  BAT: () => doc(bat),
  KNOT: () => doc(knot),
  LANTERN: () => doc(goldGradient(), `<g transform="translate(-1 -3) scale(1.7)">${lantern(30, 4)}</g>`),
  ...royals(LACQUER, ['A', 'K', 'Q']),
};
