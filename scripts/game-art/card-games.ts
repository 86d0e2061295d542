// Card rooms (开元棋牌): 抢庄牛牛 (the bull over a five-card hand), 炸金花 (three aces in flames),
// 龙虎斗 (one card each for dragon and tiger on the table).
import { card, chip, type Suit } from './casino-items.js';
import {
  backdrop,
  glow,
  GOLD,
  goldGradient,
  linear,
  mirror,
  place,
  rays,
  sparkle,
  text,
  tile,
} from './svg.js';

/** Cards fanned from a pivot below the tile: [rank, suit, angle] each. */
const fan = (hand: [string, Suit, number][], y: number, w: number) =>
  hand
    .map(
      ([rank, kind, angle]) =>
        `<g transform="rotate(${angle} 80 ${y + 90})">${place(80, y, 1, card(rank, kind, w))}</g>`,
    )
    .join('');

/** A bull's head about 80 wide around its origin: curled horns, nose ring. */
const bullHead =
  linear('horn', ['#fffbe8', '#e8c98a']) +
  '<path d="M-16-12Q-44-14-42-40Q-32-22-10-22ZM16-12Q44-14 42-40Q32-22 10-22Z" fill="url(#horn)" ' +
  'stroke="#6b3a12" stroke-width="2"/>' +
  '<ellipse cx="-22" cy="-6" rx="10" ry="5" fill="#8a4a1c" transform="rotate(20 -22 -6)"/>' +
  '<ellipse cx="22" cy="-6" rx="10" ry="5" fill="#8a4a1c" transform="rotate(-20 22 -6)"/>' +
  '<path d="M-18-16Q0-26 18-16L16 10Q12 26 0 28Q-12 26-16 10Z" fill="#a0561f" stroke="#5a2a0a" ' +
  'stroke-width="2"/><path d="M-4-20L0-10L4-20Z" fill="#fff"/>' +
  '<ellipse cy="17" rx="14" ry="9" fill="#f2c9a0"/><circle cx="-6" cy="17" r="2.5" fill="#5a2a0a"/>' +
  '<circle cx="6" cy="17" r="2.5" fill="#5a2a0a"/>' +
  '<path d="M-13-4l8 3M13-4l-8 3" stroke="#1a0a00" stroke-width="3.5" stroke-linecap="round"/>' +
  `<circle cy="26" r="6" fill="none" stroke="${GOLD[1]}" stroke-width="3"/>`;

/** 抢庄牛牛: the bull over a hand of K Q J 10 10, a full 牛牛. */
export const niuniu = () =>
  tile(
    backdrop('#ffa53b', '#6e1d03', 0.5, 0.35),
    rays(80, 44, 12, '#fff3c4', 0.16),
    glow(80, 44, 40, '#fff3c4'),
    place(80, 48, 1, bullHead),
    fan(
      [
        ['10', 'club', -32],
        ['10', 'diamond', -16],
        ['J', 'spade', 0],
        ['Q', 'heart', 16],
        ['K', 'spade', 32],
      ],
      122,
      38,
    ),
  );

/** A flame about 60 wide, 80 tall, its base at the origin. */
const flame =
  linear('flame', ['#fff3a0', '#ffb020', '#ff4d1a'], [0, 1, 0, 0]) +
  '<path d="M0 0C-30 0-34-30-18-50C-16-36-8-34-8-34C-12-52 0-66 6-80C8-62 30-52 28-24' +
  'C34-30 32-42 30-46C44-28 34 0 0 0Z" fill="url(#flame)"/>';

/** 炸金花: three aces, the leopard hand, bursting into flame on violet. */
export const goldenFlower = () =>
  tile(
    backdrop('#c13cff', '#2b0548', 0.5, 0.5),
    glow(80, 110, 70, '#ff8a3c'),
    place(80, 150, 1.7, flame),
    place(34, 150, 1.1, flame, -28),
    place(126, 150, 1.1, mirror(flame), 28),
    fan(
      [
        ['A', 'diamond', -22],
        ['A', 'club', 0],
        ['A', 'heart', 22],
      ],
      96,
      44,
    ),
    goldGradient(),
    sparkle(24, 30, 7, '#fff3a0'),
    sparkle(136, 120, 5, '#fff3a0'),
  );

/** One side of the dragon-tiger table: a bet spot with its glyph and a face-up card over it. */
const side = (x: number, glyph: string, color: string, rank: string, kind: Suit, angle: number) =>
  `<circle cx="${x}" cy="122" r="24" fill="${color}" stroke="${GOLD[1]}" stroke-width="3"/>` +
  text(x, 132, 28, glyph, '#fff') +
  place(x, 62, 1, card(rank, kind, 42), angle);

/** 龙虎斗: 龙 draws a king, 虎 a seven, on a dark felt with gold lines. */
export const dragonTiger = () =>
  tile(
    backdrop('#2a3d8f', '#070b24', 0.5, 0.5),
    '<path d="M80 0V160" stroke="#e7bd66" stroke-width="2" opacity=".5"/>',
    '<rect width="80" height="160" fill="#1c6bff" opacity=".18"/><rect x="80" width="80" height="160" ' +
      'fill="#ff2d3d" opacity=".18"/>',
    side(40, '龙', '#1c5fbf', 'K', 'spade', -8),
    side(120, '虎', '#c8102e', '7', 'heart', 8),
    chip(80, 146, 10, '#19b36b'),
  );
