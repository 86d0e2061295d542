// Table pieces several families share: playing cards, chips, dice, lottery balls, mahjong tiles.
// Each is drawn around its own origin; position it with place().
import { radial, text } from './svg.js';

const LATIN = 'font-family="Arial,Helvetica,sans-serif"';
const CARD_RED = '#d0142c';
const CARD_BLACK = '#1b1b24';

export type Suit = 'heart' | 'diamond' | 'spade' | 'club';

const SUIT_SHAPES: Record<Suit, string> = {
  heart: '<path d="M0 9C-4 5-10 1-10-3.5C-10-8-4.5-10 0-5.5C4.5-10 10-8 10-3.5C10 1 4 5 0 9Z"/>',
  diamond: '<path d="M0-10L8 0L0 10L-8 0Z"/>',
  spade:
    '<path d="M0-10C-4-5-10-2-10 2.5C-10 6.5-5 8-1.5 5L-3 10H3L1.5 5C5 8 10 6.5 10 2.5C10-2 4-5 0-10Z"/>',
  club:
    '<circle cy="-5" r="4.6"/><circle cx="-5" cy="2" r="4.6"/><circle cx="5" cy="2" r="4.6"/>' +
    '<path d="M0 0L-3 10H3Z"/>',
};

const suitColor = (suit: Suit) => (suit === 'heart' || suit === 'diamond' ? CARD_RED : CARD_BLACK);

/** A suit sign about 20*scale wide. */
export const suit = (kind: Suit, x: number, y: number, scale: number, fill = suitColor(kind)) =>
  `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}">${SUIT_SHAPES[kind]}</g>`;

/** A playing card `w` wide (1.4w tall): rank in the corner, a big suit in the middle. */
export function card(rank: string, kind: Suit, w = 40): string {
  const h = w * 1.4;
  const color = suitColor(kind);
  return (
    `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="${w * 0.12}" fill="#fffdf7" ` +
    'stroke="#00000033"/>' +
    `<text x="${-w / 2 + w * 0.2}" y="${-h / 2 + w * 0.36}" font-size="${w * 0.34}" font-weight="700" ` +
    `text-anchor="middle" fill="${color}" ${LATIN}>${rank}</text>` +
    suit(kind, -w / 2 + w * 0.2, -h / 2 + w * 0.55, w * 0.0085) +
    suit(kind, w * 0.06, h * 0.1, w * 0.022)
  );
}

/** The back of a card, in the house red with a gold lattice. */
export const cardBack = (w = 40) =>
  `<rect x="${-w / 2}" y="${-w * 0.7}" width="${w}" height="${w * 1.4}" rx="${w * 0.12}" fill="#a10f26" ` +
  `stroke="#fff" stroke-width="${w * 0.06}"/><path d="M${-w / 3} ${-w * 0.5}L${w / 3} ${w * 0.5}M${w / 3} ` +
  `${-w * 0.5}L${-w / 3} ${w * 0.5}" stroke="#f7c948" stroke-width="${w * 0.05}"/>`;

/** A casino chip seen from above, r around 10-16. */
export const chip = (x: number, y: number, r: number, color: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" stroke="#0004"/>` +
  `<circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="none" stroke="#fff" stroke-width="${r * 0.3}" ` +
  `stroke-dasharray="${(r * 0.63).toFixed(1)}"/>` +
  `<circle cx="${x}" cy="${y}" r="${r * 0.5}" fill="${color}" stroke="#fff" stroke-opacity=".7"/>`;

/** A stack of `count` chips seen from the side. */
export function chipStack(x: number, y: number, count: number, color: string, edge = '#fff'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const cy = y - i * 5;
    out +=
      `<ellipse cx="${x}" cy="${cy + 2}" rx="15" ry="6" fill="${color}" stroke="#0005"/>` +
      `<ellipse cx="${x}" cy="${cy}" rx="15" ry="6" fill="${color}" stroke="${edge}" ` +
      'stroke-width="2" stroke-dasharray="4 5"/>';
  }
  return out;
}

const PIPS: Record<number, [number, number][]> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A die `s` wide showing `n`; like Chinese dice, one and four have red pips. */
export function die(n: number, s: number, face = '#fffdf5'): string {
  const pip = n === 1 || n === 4 ? CARD_RED : '#222';
  const r = n === 1 ? s * 0.15 : s * 0.09;
  const dots = PIPS[n]!.map(
    ([dx, dy]) => `<circle cx="${(dx * s * 0.27).toFixed(1)}" cy="${(dy * s * 0.27).toFixed(1)}" r="${r}"/>`,
  ).join('');
  return (
    `<rect x="${-s / 2}" y="${-s / 2}" width="${s}" height="${s}" rx="${s * 0.2}" fill="${face}" ` +
    `stroke="#0003" stroke-width="${s * 0.03}"/><rect x="${-s / 2 + 2}" y="${s * 0.18}" width="${s - 4}" ` +
    `height="${s * 0.3}" rx="${s * 0.15}" fill="#0001"/><g fill="${pip}">${dots}</g>`
  );
}

/** The highlight a ball or gem shares; draw once per tile before ball(). */
export const shine = radial('shine', ['#fff:.85', '#fff:0'], 0.35, 0.3, 0.5);

/** A lottery ball of `color` with its number on a white disc. */
export const ball = (x: number, y: number, r: number, color: string, num: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" stroke="#0003"/>` +
  `<circle cx="${x}" cy="${y}" r="${r * 0.56}" fill="#fff"/>` +
  `<text x="${x}" y="${y + r * 0.24}" font-size="${r * 0.7}" font-weight="700" text-anchor="middle" ` +
  `fill="#222" ${LATIN}>${num}</text><circle cx="${x}" cy="${y}" r="${r}" fill="url(#shine)"/>`;

/** A mahjong tile `w` wide with a green back showing under it; `face` is drawn at its centre. */
export const mahjong = (face: string, w = 40) =>
  `<rect x="${-w / 2 + 3}" y="${-w * 0.68 + 5}" width="${w}" height="${w * 1.36}" rx="${w * 0.14}" ` +
  `fill="#0c7a4a"/><rect x="${-w / 2}" y="${-w * 0.68}" width="${w}" height="${w * 1.36}" ` +
  `rx="${w * 0.14}" fill="#fdf8ea" stroke="#d8ceb2" stroke-width="1.5"/>${face}`;

/** Mahjong faces for a tile 40 wide. */
export const MAHJONG_FACES = {
  zhong: text(0, 11, 30, '中', CARD_RED),
  fa: text(0, 11, 30, '發', '#0d7a3c'),
  bai: '<rect x="-12" y="-17" width="24" height="34" rx="3" fill="none" stroke="#2456b8" stroke-width="3"/>',
  circles:
    '<g fill="none" stroke-width="3"><circle cx="-8" cy="-10" r="6" stroke="#1c5fbf"/>' +
    '<circle cx="8" cy="10" r="6" stroke="#1c5fbf"/><circle r="6" stroke="#d0142c"/>' +
    '<circle cx="8" cy="-10" r="6" stroke="#0d7a3c"/><circle cx="-8" cy="10" r="6" stroke="#0d7a3c"/></g>',
  bamboo:
    '<g stroke="#0d7a3c" stroke-width="5" stroke-linecap="round">' +
    '<path d="M-9-15V-2M9-15V-2M-9 4V16M9 4V16"/>' +
    '<path d="M0-15V16" stroke="#d0142c"/></g>',
};
