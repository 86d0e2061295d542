// Quick rounds: 幸运骰宝 (sic bo cup), 极速快三 (tumbling dice), 火箭飞升 (crash rocket),
// 幸运飞艇 (the numbered boat race lottery).
import { die } from './casino-items.js';
import { backdrop, glow, GOLD, goldGradient, linear, place, sparkle, tile } from './svg.js';

const LATIN = 'font-family="Arial,Helvetica,sans-serif"';

/** The sic bo cup (骰盅), red lacquer with gold bands, about 64 wide around its origin. */
const diceCup =
  linear('lacquer', ['#ff5a4d', '#b3101f', '#6b0610'], [0, 0, 1, 0]) +
  '<path d="M-32 16Q-34-24 0-28Q34-24 32 16Z" fill="url(#lacquer)" stroke="#4a040b" stroke-width="2"/>' +
  `<path d="M-33 8H33M-30-8H30" stroke="${GOLD[1]}" stroke-width="3"/>` +
  `<rect x="-36" y="12" width="72" height="8" rx="4" fill="url(#gold)" stroke="${GOLD[3]}"/>` +
  `<circle cy="-31" r="6" fill="url(#gold)" stroke="${GOLD[3]}"/>`;

/** 幸运骰宝: the cup lifted off three dice (4 5 6) on a gold plate. */
export const diceSicbo = () =>
  tile(
    backdrop('#ff6b3d', '#5a0610', 0.5, 0.6),
    goldGradient(),
    glow(80, 110, 56, '#fff3a0'),
    '<ellipse cx="80" cy="130" rx="62" ry="20" fill="url(#gold)" stroke="#7a4a00" stroke-width="2"/>',
    '<ellipse cx="80" cy="128" rx="52" ry="14" fill="#7a0a16"/>',
    place(56, 118, 1, die(4, 30), -12),
    place(104, 118, 1, die(5, 30), 10),
    place(80, 130, 1, die(6, 30), 2),
    place(80, 42, 1, diceCup, -8),
    sparkle(22, 70, 6, '#fff3a0'),
    sparkle(140, 82, 5, '#fff3a0'),
  );

/** 极速快三: three dice tumbling fast across teal, trailing speed lines, a stopwatch beside them. */
export const fastThree = () =>
  tile(
    backdrop('#1fe0c4', '#04323c', 0.6, 0.5),
    linear('trail', ['#fff:0', '#fff:.75'], [0, 0, 1, 0]),
    '<g fill="url(#trail)"><rect x="0" y="56" width="60" height="6" rx="3"/>' +
      '<rect x="0" y="92" width="74" height="6" rx="3"/>' +
      '<rect x="0" y="128" width="56" height="6" rx="3"/></g>',
    place(78, 56, 1, die(1, 40), -18),
    place(118, 96, 1, die(3, 40), 14),
    place(76, 122, 1, die(6, 40), -6),
    // A stopwatch, the game draws every minute.
    '<circle cx="30" cy="30" r="17" fill="#fff" stroke="#0b4a52" stroke-width="3"/>',
    '<path d="M30 30V19M30 30l7 5" stroke="#d0142c" stroke-width="3" stroke-linecap="round"/>',
    '<rect x="26" y="7" width="8" height="6" rx="2" fill="#0b4a52"/>',
  );

/** 火箭飞升: a rocket riding the rising multiplier curve over a chart grid in space. */
export const rocketCrash = () =>
  tile(
    backdrop('#4a2a9e', '#07041c', 0.7, 0.3),
    '<path d="M0 40H160M0 80H160M0 120H160M40 0V160M80 0V160M120 0V160" stroke="#fff" stroke-opacity=".07"/>',
    sparkle(24, 24, 4),
    sparkle(60, 50, 3),
    sparkle(140, 104, 3),
    linear('curve', ['#00e5a0', '#ffd24d', '#ff3d6e'], [0, 1, 1, 0]),
    '<path d="M0 150Q80 146 112 52L112 160H0Z" fill="#00e5a0" opacity=".14"/>',
    '<path d="M0 150Q80 146 112 52" stroke="url(#curve)"' +
      ' stroke-width="6" fill="none" stroke-linecap="round"/>',
    // The rocket, nose to the upper right, its flame behind.
    place(
      118,
      40,
      1,
      '<path d="M-6 24Q0 46 6 24Z" fill="#ffb020"/><path d="M-3 24Q0 36 3 24Z" fill="#fff3a0"/>' +
        '<path d="M-10 10L-20 26H-8ZM10 10L20 26H8Z" fill="#ff3d6e"/>' +
        '<path d="M0-30Q14-14 10 24H-10Q-14-14 0-30Z" fill="#f4f6ff" stroke="#9aa3c7" stroke-width="1.5"/>' +
        '<circle cy="-4" r="6" fill="#3ab8ff" stroke="#2a3a7a" stroke-width="2.5"/>' +
        '<path d="M-6-20Q0-30 6-20Z" fill="#ff3d6e"/>',
      35,
    ),
    `<text x="46" y="104" font-size="26" font-weight="900" text-anchor="middle" fill="#ffd24d" ${LATIN} ` +
      'font-style="italic">x8.88</text>',
  );

/** A race boat facing right, about 100 wide around its origin, its number on the hull. */
const raceBoat = (hull: string, plate: string, num: string) =>
  '<path d="M-60 2Q-40-4-46 8Q-30 4-40 14Q-20 8-24 14H-48Z" fill="#fff" opacity=".9"/>' +
  '<path d="M-10-12L4-28H18L24-12Z" fill="#bfe9ff" stroke="#24405e" stroke-width="2"/>' +
  `<path d="M-48-14H36Q50-14 56-4Q42 10-40 10Z" fill="${hull}" stroke="#24405e" stroke-width="2"/>` +
  '<path d="M-46-4H50" stroke="#fff" stroke-width="3"/>' +
  `<circle cx="-22" cy="-2" r="11" fill="${plate}" stroke="#fff" stroke-width="2"/>` +
  `<text x="-22" y="4" font-size="16" font-weight="900"` +
  ` text-anchor="middle" fill="#fff" ${LATIN}>${num}</text>`;

/** 幸运飞艇: boats No. 1 and No. 7 racing for the line on a sunset sea. */
export const luckyAirship = () =>
  tile(
    linear('sky', ['#ffb46b', '#ff6f91', '#3a6fd8']),
    '<rect width="160" height="160" fill="url(#sky)"/>',
    '<circle cx="40" cy="46" r="18" fill="#fff3c4" opacity=".9"/>',
    linear('sea', ['#2fa8ff', '#0a3a8a']),
    '<rect y="70" width="160" height="90" fill="url(#sea)"/>',
    '<path d="M0 84H160M10 100H90M60 118H150" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>',
    // The finish flag at the right edge.
    '<path d="M146 24V76" stroke="#fff" stroke-width="3"/><path d="M146 24h-22v14h22Z" fill="#fff"/>',
    '<path d="M124 24h5.5v7h-5.5ZM135 24h5.5v7h-5.5ZM129.5' +
      ' 31h5.5v7h-5.5ZM140.5 31h5.5v7h-5.5Z" fill="#111"/>',
    place(92, 88, 0.72, raceBoat('#1c5fbf', '#19b36b', '7')),
    place(78, 126, 1, raceBoat('#d0142c', '#ffb020', '1')),
  );
