// Good-fortune symbols: 福星高照 (the lucky star), 五福临门 (blessings at the door),
// 麻将胡了 and 麻将胡了2 (winning mahjong tiles).
import { MAHJONG_FACES, mahjong } from './casino-items.js';
import {
  backdrop,
  cloud,
  coin,
  glow,
  GOLD,
  goldGradient,
  place,
  rays,
  sparkle,
  starPath,
  text,
  tile,
} from './svg.js';

/** 福星高照: a great gold star carrying 福, shining down through an indigo night. */
export const luckyStars = () =>
  tile(
    backdrop('#5a5aff', '#0a0a33', 0.5, 0.4),
    rays(80, 68, 18, '#fff3a0', 0.12),
    sparkle(20, 24, 5),
    sparkle(140, 112, 4),
    sparkle(26, 118, 3),
    place(132, 30, 1, `<path d="${starPath(8)}" fill="${GOLD[1]}"/>`),
    place(30, 64, 1, `<path d="${starPath(6)}" fill="${GOLD[1]}"/>`),
    goldGradient(),
    glow(80, 72, 60, '#fff3a0'),
    place(
      80,
      74,
      1,
      `<path d="${starPath(54)}" fill="url(#gold)" stroke="${GOLD[3]}" stroke-width="3" ` +
        'stroke-linejoin="round"/>',
    ),
    `<circle cx="80" cy="78" r="19" fill="#d0142c" stroke="${GOLD[0]}" stroke-width="2.5"/>`,
    text(80, 87, 24, '福', GOLD[0]!),
    place(34, 146, 1, cloud('#fff3c4', '#d9a441')),
    place(126, 148, 0.9, cloud('#fff3c4', '#d9a441')),
  );

/** Gold door studs in a grid on one door leaf starting at x. */
function studs(x: number): string {
  let out = '';
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 3; col++)
      out += `<circle cx="${x + 10 + col * 14}" cy="${96 + row * 16}" r="3.2" fill="url(#gold)"/>`;
  return out;
}

/** A red lantern about 24 wide hanging from (x, y). */
export const lantern = (x: number, y: number) =>
  `<path d="M${x} ${y - 12}V${y}" stroke="${GOLD[3]}" stroke-width="2"/>` +
  `<ellipse cx="${x}" cy="${y + 14}" rx="13" ry="15" fill="#e0202e" stroke="${GOLD[2]}" stroke-width="2"/>` +
  `<rect x="${x - 6}" y="${y - 2}" width="12" height="4" fill="${GOLD[1]}"/>` +
  `<rect x="${x - 6}" y="${y + 28}" width="12" height="4" fill="${GOLD[1]}"/>` +
  `<path d="M${x} ${y + 32}v10" stroke="${GOLD[1]}" stroke-width="3"/>`;

/** 五福临门: a red gate with gold studs and a 福 sign under a tiled eave, lanterns either side. */
export const fiveBlessings = () =>
  tile(
    backdrop('#ffd36b', '#a33a05', 0.5, 0.5),
    goldGradient(),
    '<rect x="28" y="44" width="104" height="120" fill="#5a1a08"/>',
    '<rect x="34" y="50" width="45" height="110" fill="#c8102e"/><rect x="81" y="50" width="45" ' +
      'height="110" fill="#c8102e"/>',
    studs(34),
    studs(81),
    `<circle cx="72" cy="118" r="6" fill="none" stroke="${GOLD[1]}" stroke-width="3"/>`,
    `<circle cx="88" cy="118" r="6" fill="none" stroke="${GOLD[1]}" stroke-width="3"/>`,
    // The eave: green glazed tiles with upturned ends.
    '<path d="M8 48Q18 40 22 30H138Q142 40 152 48Q120 42 80 44Q40 42 8 48Z" fill="#1f7a4c" ' +
      'stroke="#0b3d24" stroke-width="2"/>',
    '<path d="M30 32V42M46 32V43M62 32V44M78 32V44M94 32V44M110 32V43M126 32V42" stroke="#0b3d24" ' +
      'stroke-width="2"/>',
    `<rect x="58" y="52" width="44" height="44" fill="#e0202e" stroke="${GOLD[1]}" stroke-width="3" ` +
      'transform="rotate(45 80 74)"/>',
    text(80, 84, 28, '福', GOLD[0]!),
    lantern(14, 70),
    lantern(146, 70),
    coin(24, 16, 8),
    coin(52, 12, 8),
    coin(80, 10, 8),
    coin(108, 12, 8),
  );

/** 麻将胡了: 中, 發 and 白 fanned over crimson lacquer with a gold lattice. */
export const mahjongWin = () =>
  tile(
    backdrop('#f0303e', '#4a0010', 0.5, 0.45),
    '<path d="M0 20H160M0 60H160M0 100H160M0 140H160M20 0V160M60 0V160M100 0V160M140 0V160" ' +
      `stroke="${GOLD[1]}" stroke-opacity=".12" stroke-width="3"/>`,
    glow(80, 80, 64, '#ffd36b'),
    place(46, 86, 1.05, mahjong(MAHJONG_FACES.bai), -16),
    place(114, 86, 1.05, mahjong(MAHJONG_FACES.fa), 16),
    place(80, 78, 1.2, mahjong(MAHJONG_FACES.zhong)),
    goldGradient(),
    coin(26, 140, 10),
    coin(134, 140, 10),
    sparkle(24, 26, 6, '#fff3a0'),
    sparkle(136, 48, 4, '#fff3a0'),
  );

/** 麻将胡了2: circles, bamboo and 中 tiles cascading down a blue sky, a gold 2 on top. */
export const mahjongWays = () =>
  tile(
    backdrop('#4fc3ff', '#0a2a66', 0.5, 0.35),
    rays(80, 40, 16, '#fff', 0.1),
    place(40, 66, 0.95, mahjong(MAHJONG_FACES.circles), -10),
    place(84, 98, 0.95, mahjong(MAHJONG_FACES.bamboo), 6),
    place(126, 72, 0.95, mahjong(MAHJONG_FACES.zhong), 14),
    goldGradient(),
    coin(130, 128, 12),
    coin(118, 148, 8),
    '<text x="30" y="152" font-size="36" font-weight="900" text-anchor="middle" fill="url(#gold)" ' +
      `stroke="${GOLD[3]}" stroke-width="1.5" font-family="Arial,Helvetica,sans-serif">2</text>`,
    sparkle(20, 20, 5),
  );
