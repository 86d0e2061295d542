// Bright, sweet slots: 水果派对 (fruit party) and 甜蜜糖果 (candy).
import { backdrop, linear, place, sparkle, tile } from './svg.js';

/** Party confetti: [x, y, angle, colour] strips. */
const confetti = (list: [number, number, number, string][]) =>
  list
    .map(
      ([x, y, a, c]) =>
        `<rect x="${x}" y="${y}" width="10" height="4" rx="2"` +
        ` fill="${c}" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('');

export const cherries =
  '<path d="M-10 6Q-6-18 8-26M10 8Q8-14 8-26" stroke="#2e8b3e" stroke-width="3" fill="none"/>' +
  '<path d="M8-26q10-6 16 2q-10 4-16-2Z" fill="#4cbf4c"/>' +
  '<circle cx="-10" cy="12" r="11" fill="#e0102e"/><circle cx="11" cy="14" r="11" fill="#c8001e"/>' +
  '<circle cx="-14" cy="8" r="3" fill="#fff" opacity=".7"/>' +
  '<circle cx="7" cy="10" r="3" fill="#fff" opacity=".7"/>';

export const grapes =
  '<path d="M0-22V-30" stroke="#6b3a16" stroke-width="3"/>' +
  [
    [-10, -14],
    [0, -14],
    [10, -14],
    [-5, -4],
    [5, -4],
    [-10, 6],
    [10, 6],
    [0, 6],
    [-5, 16],
    [5, 16],
    [0, 26],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6.5" fill="#8a2be2" stroke="#4a0a8a"/>`)
    .join('');

/** 水果派对: watermelon, cherries, grapes and a lemon at a confetti party. */
export const fruitParty = () =>
  tile(
    linear('party', ['#fff06a', '#ffa23b', '#ff4d8d'], [0, 0, 1, 1]),
    '<rect width="160" height="160" fill="url(#party)"/>',
    confetti([
      [20, 20, 30, '#3ab8ff'],
      [60, 12, -20, '#19c08a'],
      [100, 24, 60, '#8a2be2'],
      [140, 60, -40, '#fff'],
      [12, 90, 70, '#fff'],
    ]),
    place(118, 74, 1.05, grapes, 12),
    '<ellipse cx="34" cy="70" rx="22" ry="16" fill="#ffe000" stroke="#c8a000" stroke-width="2" ' +
      'transform="rotate(-20 34 70)"/><ellipse cx="28" cy="64" rx="6" ry="3" fill="#fff" opacity=".7"/>',
    place(70, 54, 1.15, cherries),
    // The watermelon slice.
    '<path d="M20 108H140A60 48 0 0 1 20 108Z" fill="#2e9e3e"/>',
    '<path d="M28 108H132A52 40 0 0 1 28 108Z" fill="#e8ffe0"/><path d="M32 108H128A48 36 0 0 1 32 108Z" ' +
      'fill="#ff3d4d"/>',
    '<g fill="#222"><ellipse cx="56" cy="118" rx="2" ry="3.5"/><ellipse cx="80" cy="124" rx="2" ry="3.5"/>' +
      '<ellipse cx="104" cy="118" rx="2" ry="3.5"/><ellipse cx="68" cy="132" rx="2" ry="3.5"/>' +
      '<ellipse cx="92" cy="132" rx="2" ry="3.5"/></g>',
    sparkle(140, 130, 6),
  );

/** A spiral of half circles, the swirl on a lollipop. */
export function swirl(turns: number, step: number): string {
  let d = 'M0 0';
  for (let i = 1; i <= turns * 2; i++) {
    const r = (i * step) / 2;
    d += `a${r} ${r} 0 0 1 ${i % 2 ? i * step : -i * step} 0`;
  }
  return `<path d="${d}" stroke="#fff" stroke-width="6" fill="none"/>`;
}

/** A wrapped sweet about 60 wide around its origin. */
export const wrapped = (fill: string, stripe: string) =>
  `<path d="M-16 0L-30-12V12ZM16 0L30-12V12Z" fill="${fill}" stroke="#0003"/>` +
  `<ellipse rx="18" ry="13" fill="${fill}" stroke="#0003"/>` +
  `<path d="M-8-11Q-2 0-8 11M4-12Q10 0 4 12" stroke="${stripe}" stroke-width="4" fill="none"/>`;

/** 甜蜜糖果: a swirl lollipop, wrapped sweets and a candy heart on pastel sky blue. */
export const sweetCandy = () =>
  tile(
    backdrop('#d8f7ff', '#52a8ff', 0.5, 0.4),
    '<circle cx="30" cy="130" r="30" fill="#fff" opacity=".5"/>' +
      '<circle cx="130" cy="140" r="36" fill="#fff" ' +
      'opacity=".5"/>',
    '<path d="M74 88L50 156" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
    '<path d="M74 88L50 156" stroke="#ffb6d5" stroke-width="8" stroke-dasharray="6 8"/>',
    '<circle cx="76" cy="62" r="36" fill="#ff4fa0" stroke="#c8206a" stroke-width="2"/>',
    place(72, 62, 1, swirl(3, 9.5)),
    place(124, 118, 1, wrapped('#ffd23b', '#ff6f3c'), -20),
    place(34, 106, 0.8, wrapped('#7ee0c0', '#fff'), 25),
    '<path d="M120 38c-6-10-20-4-14 6l14 12 14-12c6-10-8-16-14-6Z"' +
      ' fill="#ff3d6e" stroke="#fff" stroke-width="2"/>',
    sparkle(30, 30, 6),
    sparkle(140, 80, 5),
  );
