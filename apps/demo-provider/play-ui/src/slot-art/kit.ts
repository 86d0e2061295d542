// What every title's symbols are drawn with: a 100x100 picture per symbol, shown as an <img> (its
// gradient ids stay its own), the card royals in a title's colours, the scatter's medallion and
// the wild, which is the title's own catalogue art with a 百搭 ribbon. Shapes come from the
// catalogue's art (scripts/game-art), so a game looks like the tile that opened it.
import { GAME_ART } from '../../../../../scripts/game-art/index';
import { CJK_FONT, GOLD, linear, radial } from '../../../../../scripts/game-art/svg';

/** A symbol's picture: the parts in a 100x100 square. */
export const doc = (...parts: string[]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">${parts.join('')}</svg>`;

/** A title's colours for its royals and medallions: light, body and dark of the fill, and the edge. */
export interface Palette {
  fill: [string, string, string];
  edge: string;
  /** The jewel under a royal's letter. */
  jewel: string;
}

const SERIF = 'font-family="Georgia,\'Times New Roman\',serif"';

/** A card royal (A, K, Q, J, 10): a bold serif letter in the title's colours, a jewel beneath. */
export function royal(letter: string, p: Palette): string {
  const size = letter.length > 1 ? 56 : 72;
  return doc(
    linear('royal', p.fill),
    radial('jewel', ['#fff', p.jewel, p.edge], 0.35, 0.3, 0.7),
    `<text x="50" y="74" font-size="${size}" font-weight="900" text-anchor="middle" ${SERIF} ` +
      `fill="url(#royal)" stroke="${p.edge}" stroke-width="5" paint-order="stroke" ` +
      `stroke-linejoin="round">${letter}</text>`,
    `<text x="50" y="74" font-size="${size}" font-weight="900" text-anchor="middle" ${SERIF} ` +
      `fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="1.2">${letter}</text>`,
    `<path d="M50 80l7 8-7 8-7-8Z" fill="url(#jewel)" stroke="${p.edge}" stroke-width="1.5"/>`,
  );
}

/** The royals a title plays, by letter, each drawn in its colours. */
export const royals = (p: Palette, letters: string[]) =>
  Object.fromEntries(letters.map((letter) => [letter, () => royal(letter, p)]));

/** Text in the phone's CJK font, bold, centred at x. */
export const cjk = (x: number, y: number, size: number, value: string, fill: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="900" text-anchor="middle" fill="${fill}" ` +
  `font-family="${CJK_FONT}" ${extra}>${value}</text>`;

/** The scatter's banner across the foot of its picture, with its word. */
export const banner = (word: string, fill = '#c8102e') =>
  linear('banner', [GOLD[0]!, GOLD[1]!, GOLD[2]!]) +
  `<path d="M6 74H94L88 84L94 94H6L12 84Z" fill="url(#banner)" stroke="${GOLD[3]}" stroke-width="1.5"/>` +
  cjk(50, 90, 15, word, fill, 'letter-spacing="2"');

/** A medallion for a scatter: a rayed gold ring around `inner` (drawn for the 100 square). */
export function medallion(inner: string, ground: [string, string], word: string): string {
  return doc(
    radial('ground', [ground[0], ground[1]], 0.5, 0.4, 0.6),
    linear('ring', [GOLD[0]!, GOLD[1]!, GOLD[2]!]),
    '<circle cx="50" cy="44" r="40" fill="url(#ground)" stroke="url(#ring)" stroke-width="5"/>',
    inner,
    banner(word),
  );
}

/**
 * The wild: the title's catalogue art (a 160 square) filling the picture under a red 百搭 ribbon.
 * `art` names it as the catalogue does: platform-code.
 */
export function wildFromTile(art: string): string {
  const tile = GAME_ART[art]?.() ?? '';
  const inner = tile.replace(/<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return doc(
    '<clipPath id="wild-round"><rect width="100" height="100" rx="14"/></clipPath>',
    `<g clip-path="url(#wild-round)"><svg width="100" height="100" viewBox="0 0 160 160">${inner}</svg></g>`,
    '<rect x="1.5" y="1.5" width="97" height="97" rx="13" fill="none" stroke="#f7c948" stroke-width="3"/>',
    '<path d="M0 70H100V92H0Z" fill="#c8102e" opacity=".92"/>',
    `<path d="M0 70H100M0 92H100" stroke="${GOLD[1]}" stroke-width="2"/>`,
    cjk(50, 88, 19, '百搭', GOLD[0]!, `stroke="${GOLD[3]}" stroke-width=".8" letter-spacing="4"`),
  );
}

/** Draws a symbol from shapes made for a 160 tile, scaled by `scale` around the picture's centre. */
export const centred = (scale: number, shapes: string, dx = 0, dy = 0) =>
  `<g transform="translate(${50 + dx} ${50 + dy}) scale(${scale})">${shapes}</g>`;
