// Fishing halls (FG捕鱼): 捕鱼大亨 (a reef and the gold cannon), 金蟾捕鱼 (the golden toad), 深海狂鲨 (a shark).
import { backdrop, bubbles, coin, GOLD, goldGradient, linear, mirror, place, tile } from './svg.js';

/** Light falling through the water from the surface. */
const sunbeams =
  linear('beam', ['#fff:.35', '#fff:0']) +
  '<path d="M30 0L50 0L20 160H0ZM80 0H96L84 160H56ZM124 0H138L150 160H120Z" fill="url(#beam)"/>';

/** A fish facing left, about 64 wide around its origin, with optional stripes. */
export const fish = (body: string, fin: string, stripes = '') =>
  `<path d="M18-8L34-20L30 0L34 20L18 8Z" fill="${fin}"/>` +
  `<path d="M-30 0Q-10-24 20-6L20 6Q-10 24-30 0Z" fill="${body}" stroke="#0004" stroke-width="1.5"/>` +
  `<path d="M-2-14Q6-24 12-9Z" fill="${fin}"/>${stripes}` +
  '<circle cx="-18" cy="-3" r="4.5" fill="#fff"/><circle cx="-19" cy="-3" r="2.5" fill="#111"/>';

const CLOWN_STRIPES =
  '<path d="M-12-12Q-6 0-12 12M4-9Q8 0 4 9" stroke="#fff" stroke-width="5" fill="none"/>' +
  '<path d="M-12-12Q-6 0-12 12M4-9Q8 0 4 9" stroke="#222" stroke-width="1" fill="none"/>';

/** 捕鱼大亨: a clownfish leading a reef shoal towards the gold cannon. */
export const fishingKing = () =>
  tile(
    backdrop('#3fd0ff', '#063a78', 0.5, 0.2),
    sunbeams,
    '<path d="M0 160V132Q14 118 22 134Q30 112 40 136L44 160Z" fill="#ff6f91"/>',
    '<path d="M160 160V124Q148 110 140 128Q134 108 122 134L118 160Z" fill="#ffb84d"/>',
    place(74, 66, 1.5, fish('#ff7a1a', '#ff9d4d', CLOWN_STRIPES)),
    place(126, 36, 0.7, fish('#ffe14d', '#4dc3ff')),
    place(30, 100, 0.6, mirror(fish('#4d7cff', '#ffe14d'))),
    goldGradient(),
    '<g transform="rotate(-18 80 152)"><rect x="72" y="104"' +
      ' width="16" height="40" rx="4" fill="url(#gold)" ' +
      `stroke="${GOLD[3]}" stroke-width="2"/></g>`,
    `<path d="M52 160A28 28 0 0 1 108 160Z" fill="url(#gold)" stroke="${GOLD[3]}" stroke-width="2"/>`,
    '<circle cx="80" cy="148" r="6" fill="#2fd3ff" stroke="#fff" stroke-width="2"/>',
    bubbles([
      [40, 40, 5],
      [50, 24, 3],
      [110, 96, 4],
    ]),
  );

/** 金蟾捕鱼: the three-legged golden toad on its coins, a coin in its mouth, in jade water. */
export const goldenToad = () =>
  tile(
    backdrop('#36d6a8', '#05402f', 0.5, 0.4),
    sunbeams,
    '<ellipse cx="30" cy="150" rx="34" ry="10" fill="#2e9e4a"/><ellipse cx="132" cy="152" rx="30" ry="9" ' +
      'fill="#2e9e4a"/>',
    goldGradient(),
    coin(44, 146, 12),
    coin(116, 146, 12),
    coin(80, 150, 12),
    linear('toad', ['#fff1b0', '#f2b52a', '#b87400']),
    '<path d="M38 132Q28 140 34 150L50 146ZM122 132Q132 140 126 150L110 146Z" fill="url(#toad)" ' +
      'stroke="#7a4a00" stroke-width="2"/>',
    '<ellipse cx="80" cy="106" rx="46" ry="36" fill="url(#toad)" stroke="#7a4a00" stroke-width="2"/>',
    '<circle cx="56" cy="74" r="14" fill="url(#toad)" stroke="#7a4a00" stroke-width="2"/>',
    '<circle cx="104" cy="74" r="14" fill="url(#toad)" stroke="#7a4a00" stroke-width="2"/>',
    '<circle cx="56" cy="74" r="8" fill="#d0142c"/><circle cx="104" cy="74" r="8" fill="#d0142c"/>',
    '<circle cx="56" cy="74" r="4" fill="#111"/><circle cx="104" cy="74" r="4" fill="#111"/>',
    '<circle cx="54" cy="71" r="1.8" fill="#fff"/><circle cx="102" cy="71" r="1.8" fill="#fff"/>',
    '<g fill="#c98a12"><circle cx="50" cy="100" r="4"/><circle cx="110" cy="100" r="4"/>' +
      '<circle cx="62" cy="124" r="3"/><circle cx="98" cy="124" r="3"/></g>',
    '<path d="M50 104Q80 122 110 104" stroke="#7a4a00" stroke-width="3" fill="none" stroke-linecap="round"/>',
    coin(80, 116, 13),
    bubbles([
      [22, 40, 5],
      [34, 22, 3],
      [136, 34, 6],
      [124, 60, 3],
    ]),
  );

/** 深海狂鲨: a great shark lunging out of the dark with jaws wide, small fish fleeing. */
export const sharkHunt = () =>
  tile(
    backdrop('#1e5c9e', '#020a1c', 0.4, 0.3),
    sunbeams,
    '<circle cx="40" cy="90" r="40" fill="#ff2d3d" opacity=".18"/>',
    linear('shark', ['#9fc0e0', '#4f7199', '#2a4466']),
    '<path d="M8 84Q40 52 96 58L114 28L120 60Q140 64 156 48L150 80L158 110Q138 94 118 96Q90 112 40 106' +
      'Q18 102 8 84Z" fill="url(#shark)" stroke="#0d1f33" stroke-width="2" stroke-linejoin="round"/>',
    '<path d="M16 96Q44 108 94 100Q62 116 30 108Z" fill="#eef5fb"/>',
    '<path d="M6 84L48 88L14 104Z" fill="#5a0a12"/>',
    '<path d="M10 85l4 6 4-5 4 6 4-5 4 6 4-5 4 6M14 102l3-6 4 5 3-6 4 5 3-6" stroke="#fff" ' +
      'stroke-width="2.4" fill="none" stroke-linejoin="round"/>',
    '<path d="M64 74q-3 8 0 16M72 72q-3 9 0 18M80 72q-3 9 0 18" stroke="#0d1f33" stroke-width="2" ' +
      'fill="none" opacity=".6"/>',
    '<path d="M92 104l12 16 4-18Z" fill="#4f7199" stroke="#0d1f33" stroke-width="2"/>',
    '<circle cx="38" cy="74" r="5" fill="#111"/><circle cx="36.5" cy="72.5" r="1.6" fill="#fff"/>',
    '<path d="M30 66l14 4" stroke="#0d1f33" stroke-width="3" stroke-linecap="round"/>',
    place(124, 128, 0.45, mirror(fish('#ffd24d', '#ff8a3d'))),
    place(96, 142, 0.35, mirror(fish('#ffd24d', '#ff8a3d'))),
    bubbles([
      [24, 40, 4],
      [140, 130, 5],
      [58, 132, 3],
    ]),
  );
