// Lucky animals: 招财猫 (a white beckoning cat), 招财喵 (a golden cat hugging a coin), 熊猫传奇 (a panda).
import { backdrop, coin, glow, GOLD, goldGradient, linear, place, rays, sparkle, tile } from './svg.js';

const INK = '#3a2020';

export interface CatLook {
  fur: string;
  edge: string;
  /** Happy closed eyes, or open round ones. */
  openEyes: boolean;
}

/** A cat's head about 76 wide around its origin: ears, face, whiskers. */
export function catHead(look: CatLook): string {
  const eyes = look.openEyes
    ? '<circle cx="-14" cy="0" r="7" fill="#1f7a3c"/><circle cx="14" cy="0" r="7" fill="#1f7a3c"/>' +
      '<circle cx="-14" cy="0" r="4" fill="#111"/><circle cx="14" cy="0" r="4" fill="#111"/>' +
      '<circle cx="-12" cy="-2.5" r="2" fill="#fff"/><circle cx="16" cy="-2.5" r="2" fill="#fff"/>'
    : `<path d="M-20 0q6-7 12 0M8 0q6-7 12 0" stroke="${INK}" stroke-width="3" fill="none" ` +
      'stroke-linecap="round"/>';
  return (
    `<path d="M-32-10L-30-42L-8-26ZM32-10L30-42L8-26Z" fill="${look.fur}" stroke="${look.edge}" ` +
    'stroke-width="2" stroke-linejoin="round"/><path d="M-27-18L-26-35L-14-25ZM27-18L26-35L14-25Z" ' +
    'fill="#ff9db0"/>' +
    `<ellipse cx="0" cy="2" rx="38" ry="31" fill="${look.fur}" stroke="${look.edge}" stroke-width="2"/>` +
    eyes +
    '<circle cx="-22" cy="12" r="5" fill="#ff7a90" opacity=".5"/>' +
    '<circle cx="22" cy="12" r="5" fill="#ff7a90" opacity=".5"/>' +
    '<path d="M-4 7H4L0 11Z" fill="#ff5c7a"/>' +
    `<path d="M-6 15q6 5 6-3q0 8 6 3M-24 10l-14-3M-24 15l-14 2M24 10l14-3M24 15l14 2" stroke="${INK}" ` +
    'stroke-width="1.6" fill="none" stroke-linecap="round"/>'
  );
}

/** A red collar with a gold bell, about 56 wide around the bell. */
export const collar =
  '<path d="M-28-4Q0 8 28-4" stroke="#d0142c" stroke-width="7" fill="none" stroke-linecap="round"/>' +
  `<circle cy="6" r="7" fill="url(#gold)" stroke="${GOLD[3]}"/><path d="M-5 7H5" stroke="${GOLD[3]}"/>`;

/** An oval gold koban, about 28 wide. */
export const koban =
  `<ellipse rx="14" ry="20" fill="url(#gold)" stroke="${GOLD[3]}" stroke-width="1.5"/>` +
  `<path d="M-7-10H7M-8-4H8M-8 2H8M-7 8H7" stroke="${GOLD[3]}" stroke-width="1.2"/>`;

/** 招财猫: the classic white beckoning cat, paw raised, koban in hand, on lucky pink-red. */
export const luckyCat = () =>
  tile(
    backdrop('#ff8aa0', '#8e0b30', 0.5, 0.45),
    rays(80, 76, 12, '#fff', 0.13),
    goldGradient(),
    linear('fur', ['#ffffff', '#f3e6e6']),
    // Raised paw, drawn under the body.
    '<path d="M110 118Q128 100 124 66" stroke="#d9c4c4"' +
      ' stroke-width="24" stroke-linecap="round" fill="none"/>',
    '<path d="M110 118Q128 100 124 66" stroke="#fff" stroke-width="20" stroke-linecap="round" fill="none"/>',
    '<circle cx="124" cy="62" r="4" fill="#ff9db0"/>',
    '<path d="M40 160Q38 112 80 106Q122 112 120 160Z" fill="url(#fur)" stroke="#d9c4c4" stroke-width="2"/>',
    '<ellipse cx="114" cy="54" rx="9" ry="6" fill="#f39c32" opacity=".9"/>',
    place(80, 74, 1, catHead({ fur: '#fff', edge: '#d9c4c4', openEyes: false })),
    '<ellipse cx="104" cy="56" rx="10" ry="7" fill="#f39c32"/>' +
      '<ellipse cx="58" cy="52" rx="7" ry="5" fill="#333"/>',
    place(80, 106, 1, collar),
    place(62, 134, 1, koban, -12),
    '<circle cx="70" cy="150" r="9" fill="#fff" stroke="#d9c4c4" stroke-width="2"/>',
    sparkle(22, 30, 6, '#fff6c8'),
    sparkle(30, 110, 4, '#fff6c8'),
  );

/** 招财喵: a golden cat with green eyes hugging a big coin, coins raining on violet. */
export const luckyNeko = () =>
  tile(
    backdrop('#b15cff', '#2a0b5e', 0.5, 0.4),
    goldGradient(),
    glow(80, 70, 64, '#ffd1f0'),
    coin(20, 24, 8),
    coin(138, 52, 7),
    coin(28, 92, 6),
    linear('goldFur', ['#fff1c2', '#ffcf5a', '#e0961b']),
    '<path d="M34 160Q32 116 80 110Q128 116 126 160Z"' +
      ' fill="url(#goldFur)" stroke="#a86a00" stroke-width="2"/>',
    place(80, 72, 1.05, catHead({ fur: 'url(#goldFur)', edge: '#a86a00', openEyes: true })),
    '<path d="M46 44l10 4-8 6ZM52 40l2-8 6 8Z" fill="#ff3d6e"/>' +
      '<circle cx="54" cy="46" r="4" fill="#ff3d6e"/>',
    place(80, 104, 1, collar),
    coin(80, 136, 22),
    '<circle cx="56" cy="138" r="10" fill="#fff1c2" stroke="#a86a00" stroke-width="2"/>',
    '<circle cx="104" cy="138" r="10" fill="#fff1c2" stroke="#a86a00" stroke-width="2"/>',
    sparkle(128, 100, 6, '#fff'),
    sparkle(34, 120, 5, '#fff'),
  );

/** A bamboo stalk from the bottom edge, with joints and two leaves. */
const bamboo = (x: number, top: number, lean: number) =>
  `<path d="M${x} 160L${x + lean} ${top}" stroke="#3f9b3a" stroke-width="9"/>` +
  `<path d="M${x + lean * 0.3 - 5} ${top + (160 - top) * 0.7}h10M${x + lean * 0.65 - 5} ` +
  `${top + (160 - top) * 0.35}h10" stroke="#1f5f22" stroke-width="2.5"/>` +
  `<path d="M${x + lean} ${top + 10}q14-12 26-6q-14 10-26` +
  ` 6ZM${x + lean} ${top + 20}q-16-8-26 0q14 8 26 0Z" ` +
  'fill="#6cc04a"/>';

/** 熊猫传奇: a panda hero in a red headband, among bamboo on jade green. */
export const pandaLegend = () =>
  tile(
    backdrop('#8fe08a', '#0e4a2a', 0.5, 0.4),
    bamboo(14, 20, 6),
    bamboo(146, 30, -8),
    bamboo(128, 60, 4),
    '<path d="M26 160Q28 122 80 116Q132 122 134 160Z" fill="#1d1d22"/>',
    '<circle cx="44" cy="48" r="15" fill="#1d1d22"/><circle cx="116" cy="48" r="15" fill="#1d1d22"/>',
    '<ellipse cx="80" cy="80" rx="46" ry="40" fill="#fff" stroke="#1d1d22" stroke-width="2"/>',
    '<ellipse cx="61" cy="80" rx="12" ry="16" fill="#1d1d22" transform="rotate(35 61 80)"/>',
    '<ellipse cx="99" cy="80" rx="12" ry="16" fill="#1d1d22" transform="rotate(-35 99 80)"/>',
    '<circle cx="63" cy="78" r="5" fill="#fff"/><circle cx="97" cy="78" r="5" fill="#fff"/>',
    '<circle cx="64" cy="78" r="2.5" fill="#111"/><circle cx="96" cy="78" r="2.5" fill="#111"/>',
    '<ellipse cx="80" cy="96" rx="7" ry="5" fill="#1d1d22"/>',
    `<path d="M72 104q8 7 16 0" stroke="${INK}" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
    // The hero's headband, its ends flying.
    '<path d="M36 62Q80 40 124 62" stroke="#d0142c" stroke-width="9" fill="none"/>',
    '<path d="M122 60l22-10-6 14 14 4-24 2Z" fill="#d0142c"/>',
    `<circle cx="80" cy="51" r="6" fill="${GOLD[1]}" stroke="${GOLD[3]}"/>`,
  );
