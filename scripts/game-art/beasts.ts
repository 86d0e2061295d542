// The dragon and the tiger: 金龙送宝 (golden-dragon) and 龙虎争霸 (dragon-tiger-slot).
import { backdrop, cloud, glow, GOLD, linear, place, rays, sparkle, tile } from './svg.js';

interface DragonColors {
  scales: string[];
  outline: string;
  mane: [string, string];
  /** The body coiling away below the head, when there is room for it. */
  body: boolean;
}

const COIL = 'M112 98C150 118 128 158 84 150C52 144 40 152 30 160';

/** A Chinese dragon's head in profile, facing left, jaws open; about 130 wide around its origin. */
export function dragonHead(c: DragonColors): string {
  const body = c.body
    ? `<path d="${COIL}" stroke="${c.outline}" stroke-width="24" fill="none"/>` +
      `<path d="${COIL}" stroke="url(#scales)" stroke-width="19" fill="none"/>` +
      `<path d="${COIL}" stroke="#0003" stroke-width="12" fill="none" stroke-dasharray="3 7"/>`
    : '';
  return place(-80, -80, 1, head(c, body));
}

function head(c: DragonColors, body: string): string {
  return (
    linear('scales', c.scales, [0, 0, 0.4, 1]) +
    linear('mane', c.mane, [1, 0, 0, 1]) +
    // Mane and the body coiling away behind the head.
    '<path d="M96 38L122 24L114 44L146 38L126 58L154 64L128 76L150 94L122 92L134 114L106 100Z" ' +
    'fill="url(#mane)"/>' +
    body +
    // Antlers.
    `<path d="M92 50Q94 24 120 12M106 32Q116 26 122 34" stroke="${c.outline}" stroke-width="8" ` +
    'fill="none" stroke-linecap="round"/><path d="M92 50Q94 24 120 12M106 32Q116 26 122 34" ' +
    'stroke="url(#scales)" stroke-width="5" fill="none" stroke-linecap="round"/>' +
    // Mouth inside, lower jaw, then the head over them.
    '<path d="M26 70L64 76L30 92Z" fill="#7a0a12"/>' +
    `<path d="M64 80L30 90C22 92 24 102 32 102L72 98C92 102 112 100 118 86Z" fill="url(#scales)" ` +
    `stroke="${c.outline}" stroke-width="2"/>` +
    `<path d="M118 88C122 58 106 42 86 42C72 42 64 48 56 52L32 52C20 52 14 60 16 68C18 72 22 72 28 72` +
    `L62 76Z" fill="url(#scales)" stroke="${c.outline}" stroke-width="2" stroke-linejoin="round"/>` +
    '<path d="M32 72l3 6 3-6M44 73l3 6 3-6M34 90l3-6 3 6" fill="#fff"/>' +
    `<circle cx="24" cy="60" r="4" fill="${c.outline}"/>` +
    // Eye under an angry brow, cheek scales, whiskers.
    '<ellipse cx="80" cy="58" rx="8" ry="6" fill="#fff"/><circle cx="78" cy="58" r="4" fill="#d0142c"/>' +
    '<circle cx="78" cy="58" r="1.8" fill="#111"/>' +
    `<path d="M64 52Q80 40 98 50" stroke="${c.outline}"` +
    ` stroke-width="4" fill="none" stroke-linecap="round"/>` +
    `<path d="M92 70q6 6 12 0M96 80q6 6 12 0M84 80q6 6 12 0" stroke="${c.outline}" stroke-width="1.5" ` +
    'fill="none" opacity=".7"/>' +
    `<path d="M22 58Q4 46 10 26M30 100Q12 114 20 132" stroke="${c.scales[0]}" stroke-width="3" fill="none" ` +
    'stroke-linecap="round"/>'
  );
}

/** 金龙送宝: a golden dragon bringing a flaming pearl, over a night-blue sky with clouds. */
export const goldenDragon = () =>
  tile(
    backdrop('#2e63c9', '#060f33', 0.4, 0.5),
    rays(30, 110, 14, '#7fb2ff', 0.12),
    place(134, 22, 0.7, cloud('#ffffff22', '#9cc0ff')),
    place(
      80,
      80,
      1,
      dragonHead({ scales: GOLD, outline: '#7a4a00', mane: ['#ff9a3c', '#d0142c'], body: true }),
    ),
    glow(22, 112, 26, '#ffe37a'),
    '<circle cx="22" cy="112" r="12" fill="#fff6c8" stroke="#ffb020" stroke-width="3"/>',
    sparkle(44, 128, 6, '#fff6c8'),
    sparkle(20, 20, 5, '#fff6c8'),
  );

/** A tiger's face, front on, with the 王 mark on its brow; about 70 wide around its origin. */
export const tigerFace =
  linear('fur', ['#ffc46b', '#f08a1c', '#c4530c']) +
  '<circle cx="-26" cy="-30" r="11" fill="#e87a16" stroke="#3a1a08" stroke-width="2"/>' +
  '<circle cx="26" cy="-30" r="11" fill="#e87a16" stroke="#3a1a08" stroke-width="2"/>' +
  '<circle cx="-26" cy="-29" r="5" fill="#fff3e0"/><circle cx="26" cy="-29" r="5" fill="#fff3e0"/>' +
  '<path d="M-36-4C-38-30-18-38 0-38C18-38 38-30 36-4C36 20 20 34 0 36C-20 34-36 20-36-4Z" ' +
  'fill="url(#fur)" stroke="#3a1a08" stroke-width="2"/>' +
  '<ellipse cx="-10" cy="14" rx="13" ry="10" fill="#fff8ec"/><ellipse cx="10" cy="14" rx="13" ry="10" ' +
  'fill="#fff8ec"/><ellipse cy="27" rx="11" ry="7" fill="#fff8ec"/>' +
  '<g stroke="#2a1406" stroke-width="3.4" stroke-linecap="round" fill="none">' +
  '<path d="M-9-30H9M-7-24H7M-9-18H9M0-30V-18"/><path d="M-36-10L-24-7M-36 0L-25 0M-33 10L-24 8"/>' +
  '<path d="M36-10L24-7M36 0L25 0M33 10L24 8"/><path d="M-6 20Q0 24 6 20"/></g>' +
  '<path d="M-24-10Q-15-19-6-10Q-15-5-24-10ZM24-10Q15-19 6-10Q15-5 24-10Z" fill="#d6f04a" ' +
  'stroke="#2a1406" stroke-width="1.5"/><ellipse cx="-15" cy="-10.5" rx="1.6" ry="4" fill="#111"/>' +
  '<ellipse cx="15" cy="-10.5" rx="1.6" ry="4" fill="#111"/><path d="M-7 4H7L0 11Z" fill="#4a1c1c"/>';

export const ICE = ['#f2fbff', '#8fd1ff', '#2f7fd0', '#1b4f94'];

/** 龙虎争霸: a silver-blue dragon on the right faces a tiger across a split, burning sky. */
export const dragonTigerSlot = () =>
  tile(
    '<rect width="160" height="160" fill="#0b2a66"/>',
    linear('tigerSide', ['#ffb13b', '#b3190f']),
    '<path d="M0 0H104L56 160H0Z" fill="url(#tigerSide)"/>',
    '<path d="M104 0L56 160" stroke="#fff6c8" stroke-width="4"/>',
    place(
      120,
      78,
      0.7,
      dragonHead({ scales: ICE, outline: '#0b2a66', mane: ['#7df0ff', '#1e6bd6'], body: false }),
    ),
    place(46, 92, 0.95, tigerFace),
    '<text x="80" y="152" font-size="22" font-weight="900" font-style="italic" text-anchor="middle" ' +
      'fill="#fff6c8" stroke="#7a1a00" stroke-width="1" font-family="Arial,sans-serif">VS</text>',
  );
