// Gods of the slot floor, drawn as one bust with each god's own face, headwear, robe and props:
// 财神 (fortune-god), 关公 (guan-yu), 玉皇大帝 (jade-emperor).
import {
  backdrop,
  cloud,
  coin,
  glow,
  GOLD,
  goldGradient,
  ingot,
  linear,
  place,
  rays,
  sparkle,
  tile,
} from './svg.js';

interface Bust {
  skin: string;
  robe: [string, string];
  collar: string;
  /** Beard and moustache colour; long beards reach the chest. */
  beard: string;
  longBeard: boolean;
  /** Stern gods frown; the god of wealth smiles. */
  stern: boolean;
  headwear: string;
}

const INK = '#2b1408';

function bust(b: Bust): string {
  const eyes = b.stern
    ? `<path d="M66 79l11-2M83 77l11 2" stroke="${INK}" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M64 70l13 3M83 73l13-3" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`
    : `<path d="M68 80q4.5-5 9 0M83 80q4.5-5 9 0" stroke="${INK}" stroke-width="2.6" fill="none" ` +
      `stroke-linecap="round"/><path d="M66 72q5-4 11-1M83 71q6-3 11 1" stroke="${b.beard}" ` +
      'stroke-width="2.6" fill="none" stroke-linecap="round"/>' +
      '<circle cx="68" cy="90" r="4.5" fill="#ff6b6b" opacity=".45"/>' +
      '<circle cx="92" cy="90" r="4.5" fill="#ff6b6b" opacity=".45"/>';
  const beard = b.longBeard
    ? `<path d="M62 94Q62 140 80 152Q98 140 98 94Q90 106 80 104Q70 106 62 94Z" fill="${b.beard}"/>`
    : `<path d="M73 101Q80 122 87 101Q80 105 73 101Z" fill="${b.beard}"/>`;
  return (
    linear('robe', b.robe) +
    '<path d="M12 160C14 128 38 114 62 110H98C122 114 146 128 148 160Z" fill="url(#robe)"/>' +
    `<path d="M62 110L80 142L98 110Z" fill="${b.collar}" stroke="${GOLD[1]}" stroke-width="3"/>` +
    `<ellipse cx="58" cy="82" rx="4" ry="7" fill="${b.skin}"/><ellipse cx="102" cy="82" rx="4" ry="7" ` +
    `fill="${b.skin}"/><ellipse cx="80" cy="81" rx="21" ry="24" fill="${b.skin}"/>` +
    eyes +
    '<path d="M77 87q3 3 6 0" stroke="#0004" stroke-width="2" fill="none" stroke-linecap="round"/>' +
    (b.stern ? '' : '<path d="M75 99q5 4 10 0" stroke="#b3202a" stroke-width="2.4" fill="none"/>') +
    beard +
    `<path d="M80 94C74 93 66 97 61 104C68 100 74 100 80 98C86 100 92 100 99 104C94 97 86 93 80 94Z" ` +
    `fill="${b.beard}"/>` +
    b.headwear
  );
}

/** 财神到: the god of wealth in his winged red hat, an ingot before him, coins and gold rays. */
export const fortuneGod = () =>
  tile(
    backdrop('#ff4d3d', '#6d0612', 0.5, 0.4),
    rays(80, 70, 16, '#ffd36b', 0.18),
    goldGradient(),
    glow(80, 74, 60, '#ffd36b'),
    bust({
      skin: '#ffe0c2',
      robe: ['#e0262f', '#8e0c18'],
      collar: '#ffe08a',
      beard: '#1d1d1d',
      longBeard: false,
      stern: false,
      headwear:
        '<g transform="rotate(-18 40 58)"><ellipse cx="40" cy="58" rx="19" ry="6" fill="url(#gold)" ' +
        `stroke="${GOLD[3]}" stroke-width="1.5"/></g><g transform="rotate(18 120 58)">` +
        `<ellipse cx="120" cy="58" rx="19" ry="6"` +
        ` fill="url(#gold)" stroke="${GOLD[3]}" stroke-width="1.5"/>` +
        '</g><path d="M56 66Q55 32 80 30Q105 32 104 66Z" fill="#c4151f" stroke="#7a0710" stroke-width="2"/>' +
        `<rect x="54" y="58" width="52" height="10" rx="3" fill="url(#gold)" stroke="${GOLD[3]}"/>` +
        `<circle cx="80" cy="45" r="8" fill="url(#gold)" stroke="${GOLD[3]}"/>` +
        '<circle cx="80" cy="45" r="3.5" fill="#2fb86b"/>',
    }),
    place(80, 138, 1.15, ingot),
    coin(22, 138, 13),
    coin(138, 138, 13),
    sparkle(26, 32, 7, '#fff3b0'),
    sparkle(134, 96, 5, '#fff3b0'),
  );

/** 武圣关公: the red face and long black beard under a green hood, his crescent blade raised. */
export const guanYu = () =>
  tile(
    backdrop('#2f8f5b', '#071e14', 0.55, 0.4),
    glow(84, 76, 62, '#ff5a3c'),
    linear('blade', ['#ffffff', '#b8c4d0', '#6c7a89'], [0, 0, 1, 1]),
    '<path d="M28 62V160" stroke="#5a2d0c" stroke-width="6"/>',
    '<path d="M30 8Q2 34 18 70L30 60Q20 40 40 22Z" fill="url(#blade)" stroke="#3a4652" stroke-width="2"/>',
    '<path d="M22 64l-10 18M28 66l-2 20M34 64l8 16"' +
      ' stroke="#d0142c" stroke-width="4" stroke-linecap="round"/>',
    bust({
      skin: '#c8352a',
      robe: ['#2aa05a', '#0b4a26'],
      collar: '#f2c14e',
      beard: '#111',
      longBeard: true,
      stern: true,
      headwear:
        '<path d="M56 70Q52 34 80 32Q108 34 104 70Q96 58 80 58Q64 58 56 70Z" fill="#1f8a4c" ' +
        `stroke="#0b4a26" stroke-width="2"/><circle cx="80" cy="30" r="7" fill="#d0142c"/>` +
        `<path d="M80 44l6 6-6 6-6-6Z" fill="${GOLD[1]}"/>`,
    }),
    goldGradient(),
    // Gold armour plates on both shoulders.
    `<path d="M20 150Q22 122 54 114L62 130Q40 132 20 150ZM140 150Q138 122 106 114L98 130Q120 132 140 150Z" ` +
      `fill="url(#gold)" stroke="${GOLD[3]}" stroke-width="1.5"/>`,
  );

/** The strings of beads hanging from the front of the emperor's flat crown (冕旒). */
function beadStrings(): string {
  let out = '';
  for (let x = 54; x <= 106; x += 8) {
    out += `<path d="M${x} 40V60" stroke="${GOLD[2]}" stroke-width="1.2"/>`;
    out += `<circle cx="${x}" cy="50" r="2" fill="#7ee0c0"/><circle cx="${x}" cy="59" r="2" fill="#ff6b6b"/>`;
  }
  return out;
}

/** 玉皇大帝: the emperor of heaven, flat bead crown and imperial yellow, a halo over jade sky. */
export const jadeEmperor = () =>
  tile(
    backdrop('#5fd3b8', '#0a3b3f', 0.5, 0.4),
    goldGradient(),
    '<circle cx="80" cy="66" r="50" fill="none" stroke="#fff3b0" stroke-width="6" opacity=".55"/>',
    glow(80, 66, 50, '#fff3b0'),
    bust({
      skin: '#ffe3c8',
      robe: ['#ffcd3c', '#c77d00'],
      collar: '#d0142c',
      beard: '#f4f4f4',
      longBeard: true,
      stern: false,
      headwear:
        `<path d="M62 58Q62 38 80 38Q98 38 98 58Z"` +
        ` fill="url(#gold)" stroke="${GOLD[3]}" stroke-width="1.5"/>` +
        '<rect x="46" y="32" width="68" height="9" rx="2"' +
        ' fill="#1c1c2c" stroke="#f7c948" stroke-width="2"/>' +
        beadStrings(),
    }),
    place(24, 142, 0.9, cloud('#ffffff', '#9fd9cc')),
    place(136, 140, 0.8, cloud('#ffffff', '#9fd9cc')),
    place(136, 30, 0.6, cloud('#ffffffcc', '#9fd9cc')),
  );
