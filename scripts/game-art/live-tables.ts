// Live dealer tables (AG真人): baccarat on felt, each table with its own mood.
import { card, chip, chipStack } from './casino-items.js';
import { backdrop, GOLD, goldGradient, linear, place, rays, sparkle, tile } from './svg.js';

/** The curved wooden rim of a table across the top of the tile. */
const tableRim = (wood: string, trim: string) =>
  `<path d="M-10 44Q80-6 170 44" stroke="${wood}" stroke-width="18" fill="none"/>` +
  `<path d="M-10 54Q80 4 170 54" stroke="${trim}" stroke-width="2" fill="none"/>`;

/** The dealt pair, a natural nine: the winning hand every baccarat poster shows. */
const naturalNine = (y: number, w = 46) =>
  place(62, y, 1, card('9', 'heart', w), -12) + place(99, y, 1, card('K', 'spade', w), 12);

/** A crown about 56 wide around its origin, in url(#gold). */
export const crown =
  `<path d="M-26 10L-30-16L-14-2L0-22L14-2L30-16L26 10Z" fill="url(#gold)" stroke="${GOLD[3]}" ` +
  'stroke-width="2" stroke-linejoin="round"/><rect x="-27" y="8" width="54" height="9" rx="2" ' +
  `fill="url(#gold)" stroke="${GOLD[3]}" stroke-width="2"/><circle cy="-4" r="4" fill="#e0245e"/>` +
  '<circle cx="-15" cy="12.5" r="2.5" fill="#2d7ff9"/><circle cx="15" cy="12.5" r="2.5" fill="#2d7ff9"/>' +
  '<circle cy="12.5" r="2.5" fill="#19b36b"/>';

export const baccaratClassic = () =>
  tile(
    backdrop('#23a468', '#04301c', 0.5, 0.65),
    '<path d="M14 160Q80 96 146 160" stroke="#f7e39a" stroke-width="2" fill="none" opacity=".45"/>',
    '<path d="M-6 124Q80 60 166 124" stroke="#f7e39a" stroke-width="2" fill="none" opacity=".3"/>',
    tableRim('#5a2c12', '#d9a441'),
    naturalNine(92),
    chipStack(26, 146, 4, '#d0142c'),
    chipStack(134, 146, 3, '#1c5fbf'),
    chip(80, 146, 11, '#111'),
  );

export const baccaratSpeed = () =>
  tile(
    backdrop('#2f6bff', '#06123d', 0.55, 0.5),
    linear('streak', ['#7fd3ff:0', '#7fd3ff:.9'], [0, 0, 1, 0]),
    '<g fill="url(#streak)"><rect x="4" y="54" width="50" height="5" rx="2.5"/>' +
      '<rect x="0" y="78" width="46" height="4" rx="2"/>' +
      '<rect x="10" y="100" width="40" height="5" rx="2.5"/>' +
      '<rect x="2" y="122" width="56" height="4" rx="2"/></g>',
    goldGradient(),
    `<path d="M104 8L70 74H92L78 130L124 54H100L116 8Z" fill="url(#gold)" stroke="${GOLD[3]}" ` +
      'stroke-width="2" stroke-linejoin="round" opacity=".95"/>',
    place(66, 92, 1, card('8', 'diamond', 42), -20),
    place(104, 98, 1, card('A', 'club', 42), 8),
    chip(132, 140, 13, '#ff7a00'),
  );

export const baccaratVip = () =>
  tile(
    backdrop('#5a1020', '#0b0507', 0.5, 0.4),
    rays(80, 60, 14, GOLD[1]!, 0.12),
    goldGradient(),
    place(80, 34, 1, crown),
    naturalNine(92, 42).replace(/#fffdf7/g, '#fff8e1'),
    `<text x="80" y="152" font-size="26" font-weight="900" text-anchor="middle" fill="url(#gold)" ` +
      `stroke="${GOLD[3]}" stroke-width=".8" font-family="Georgia,serif" letter-spacing="3">VIP</text>`,
    chip(24, 136, 13, '#111'),
    chip(136, 136, 13, '#111'),
    sparkle(28, 40, 6, GOLD[0]),
    sparkle(134, 70, 5, GOLD[0]),
  );
