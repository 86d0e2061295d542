// Symbols of the legend titles: 金龙送宝, 龙虎争霸, 玉皇大帝, 武圣关公, 熊猫传奇.
import { dragonHead, ICE, tigerFace } from '../../../../../scripts/game-art/beasts';
import { cloud, GOLD, goldGradient, linear, radial, sparkle } from '../../../../../scripts/game-art/svg';
import { centred, cjk, doc, medallion, royals, wildFromTile, type Palette } from './kit';

const SKY: Palette = { fill: ['#ffffff', '#8fc1ff', '#1f4fb8'], edge: '#061440', jewel: '#f7c948' };
const EMBER: Palette = { fill: ['#fff1b8', '#ff9a3c', '#b3190f'], edge: '#3a0a04', jewel: '#2f7fd0' };
const JADE: Palette = { fill: ['#eafff6', '#5fd3b8', '#0e6b58'], edge: '#06302a', jewel: '#f7c948' };
const BRONZE: Palette = { fill: ['#fff1b8', '#e0a030', '#7a4a00'], edge: '#0b3d24', jewel: '#c8102e' };
const BAMBOO: Palette = { fill: ['#f4ffe0', '#8fd35a', '#2f7a22'], edge: '#102a0a', jewel: '#d0142c' };

/** 宝鼎: a bronze tripod cauldron with two ears and a cloud band. */
const cauldron =
  goldGradient() +
  '<path d="M24 30H76" stroke="#7a4a00" stroke-width="3"/>' +
  '<path d="M28 30V16H38V30M62 30V16H72V30" fill="none" stroke="url(#gold)" stroke-width="5"/>' +
  '<path d="M18 32H82Q82 70 50 74Q18 70 18 32Z" fill="url(#gold)" stroke="#7a4a00" stroke-width="2"/>' +
  '<path d="M24 44H76" stroke="#7a4a00" stroke-width="2" stroke-dasharray="4 3"/>' +
  '<path d="M30 70L24 92M50 74V94M70 70L76 92" stroke="#7a4a00" stroke-width="6" stroke-linecap="round"/>' +
  cjk(50, 64, 16, '宝', '#7a4a00');

/** 玉璧: a green jade disc with its hole and rows of grain. */
function jadeDisc(): string {
  let grain = '';
  for (let a = 0; a < 360; a += 30)
    for (const r of [22, 32])
      grain +=
        `<circle cx="${(50 + r * Math.cos((a * Math.PI) / 180)).toFixed(1)}" ` +
        `cy="${(50 + r * Math.sin(((a + (r === 22 ? 15 : 0)) * Math.PI) / 180)).toFixed(1)}" r="3" ` +
        'fill="#0e6b58" opacity=".55"/>';
  return (
    radial('jade', ['#c8ffe8', '#3fbf8e', '#0b5a3c'], 0.35, 0.3, 0.8) +
    '<circle cx="50" cy="50" r="42" fill="url(#jade)" stroke="#0b4a30" stroke-width="2"/>' +
    '<circle cx="50" cy="50" r="13" fill="#fffaf0" stroke="#0b4a30" stroke-width="2"/>' +
    grain +
    '<path d="M22 30Q34 14 52 12" stroke="#fff" stroke-width="4" stroke-linecap="round" fill="none" ' +
    'opacity=".6"/>' +
    `<path d="M50 92V99" stroke="#c8102e" stroke-width="4"/>`
  );
}

/** 龙珠: a flaming pearl. */
const flamingPearl =
  radial('pearl', ['#ffffff', '#fff3c4', '#ffb020'], 0.4, 0.35, 0.6) +
  '<path d="M50 8Q62 22 58 30Q70 22 72 12Q80 30 66 44H34Q20 30 28 12Q30 22 42 30Q38 22 50 8Z" ' +
  'fill="#ff6a2a" opacity=".9"/>' +
  '<circle cx="50" cy="46" r="20" fill="url(#pearl)" stroke="#ff9a3c" stroke-width="2"/>' +
  '<circle cx="43" cy="39" r="5" fill="#fff"/>';

/** 太极: the yin-yang disc in gold and black. */
const yinYang =
  goldGradient() +
  '<circle cx="50" cy="50" r="42" fill="url(#gold)" stroke="#3a1a08" stroke-width="3"/>' +
  '<path d="M50 8A42 42 0 0 1 50 92A21 21 0 0 1 50 50A21 21 0 0 0 50 8Z" fill="#1a1a24"/>' +
  '<circle cx="50" cy="29" r="6" fill="#1a1a24"/><circle cx="50" cy="71" r="6" fill="url(#gold)"/>';

/** 玉玺: the jade seal, a coiled beast on its top, its red face reading 受命. */
const jadeSeal =
  linear('seal', ['#c8ffe8', '#3fbf8e', '#0b5a3c']) +
  '<path d="M26 40Q26 26 36 24Q38 12 46 18Q54 10 60 20Q74 20 74 40Z" fill="url(#seal)" ' +
  'stroke="#06302a" stroke-width="2"/>' +
  '<path d="M36 32Q44 26 52 30M58 28Q64 30 66 36" stroke="#06302a" stroke-width="2" fill="none"/>' +
  '<circle cx="42" cy="27" r="2.2" fill="#06302a"/>' +
  '<rect x="18" y="40" width="64" height="34" rx="4" fill="url(#seal)" stroke="#06302a" stroke-width="2"/>' +
  '<rect x="22" y="76" width="56" height="18" rx="2" fill="#c8102e" stroke="#5a0610" stroke-width="2"/>' +
  cjk(50, 91, 14, '受命', '#ffe9a8', 'letter-spacing="6"');

/** 蟠桃: the peach of immortality with two leaves. */
const peach =
  radial('peach', ['#fff0f0', '#ff9aa8', '#e0304a'], 0.4, 0.35, 0.7) +
  '<path d="M50 24C30 16 12 32 16 56C20 78 40 90 50 92C60 90 80 78 84 56C88 32 70 16 50 24Z" ' +
  'fill="url(#peach)" stroke="#a01030" stroke-width="2"/>' +
  '<path d="M50 26Q46 56 50 90" stroke="#e0304a" stroke-width="2" fill="none" opacity=".6"/>' +
  '<path d="M50 24Q36 6 18 14Q30 30 50 24ZM50 24Q66 4 84 12Q70 30 50 24Z" fill="#3f9b3a" ' +
  'stroke="#1f5f22" stroke-width="1.5"/>';

/** 宝葫芦: a gold gourd tied with a red ribbon. */
const gourd =
  goldGradient() +
  '<path d="M50 10V18" stroke="#6b3a16" stroke-width="5" stroke-linecap="round"/>' +
  '<circle cx="50" cy="34" r="16" fill="url(#gold)" stroke="#7a4a00" stroke-width="2"/>' +
  '<circle cx="50" cy="68" r="26" fill="url(#gold)" stroke="#7a4a00" stroke-width="2"/>' +
  '<path d="M38 48Q50 54 62 48" stroke="#c8102e" stroke-width="5" fill="none"/>' +
  '<path d="M60 50l12 14-8 2M58 52l4 18" stroke="#c8102e" stroke-width="3.5" fill="none"/>' +
  '<path d="M36 62Q40 52 48 50" stroke="#fff" stroke-width="3" fill="none" opacity=".7"/>';

/** 南天门: the gate of heaven on clouds. */
const heavenGate =
  goldGradient() +
  '<path d="M22 30H78L84 24H16Z" fill="#c8102e" stroke="#5a0610"/>' +
  '<path d="M14 24Q50 12 86 24" stroke="url(#gold)" stroke-width="5" fill="none"/>' +
  '<rect x="28" y="30" width="8" height="34" fill="#c8102e"/><rect x="64" y="30" width="8" height="34" ' +
  'fill="#c8102e"/><rect x="36" y="34" width="28" height="10" fill="#1c5fbf"/>' +
  cjk(50, 43, 8, '南天门', '#fff', 'letter-spacing="1"') +
  `<g transform="translate(30 66) scale(.6)">${cloud('#ffffff', '#9fd9cc')}</g>` +
  `<g transform="translate(70 68) scale(.55)">${cloud('#ffffff', '#9fd9cc')}</g>`;

/** 青龙偃月刀: Guan Yu's crescent blade on its red-tasselled pole. */
const blade =
  linear('blade', ['#ffffff', '#b8c4d0', '#6c7a89'], [0, 0, 1, 1]) +
  '<path d="M28 96L66 36" stroke="#5a2d0c" stroke-width="7" stroke-linecap="round"/>' +
  '<path d="M64 40Q42 6 92 2Q70 20 88 46L74 52Z" fill="url(#blade)" stroke="#3a4652" stroke-width="2"/>' +
  '<path d="M68 40Q54 14 82 8" stroke="#2f7fd0" stroke-width="3" fill="none"/>' +
  '<path d="M66 38l-12 14M64 36l-4 20M68 40l6 16" stroke="#d0142c" stroke-width="4" ' +
  'stroke-linecap="round"/>' +
  `<circle cx="66" cy="37" r="5" fill="${GOLD[1]}" stroke="${GOLD[3]}"/>`;

/** 帅印: the general's seal, a red block with a gold tiger knob, stamped 帅. */
const generalSeal =
  goldGradient() +
  '<path d="M36 34Q36 14 50 14Q64 14 64 34Z" fill="url(#gold)" stroke="#7a4a00" stroke-width="2"/>' +
  '<circle cx="50" cy="12" r="5" fill="#c8102e"/>' +
  '<rect x="18" y="34" width="64" height="58" rx="6" fill="#c8102e" stroke="#5a0610" stroke-width="2"/>' +
  '<rect x="26" y="42" width="48" height="42" rx="3" fill="none" stroke="#ffe9a8" stroke-width="3"/>' +
  cjk(50, 77, 34, '帅', '#ffe9a8');

/** 战鼓: a red war drum with gold studs and two crossed sticks. */
function drum(): string {
  let studs = '';
  for (let x = 22; x <= 78; x += 8) studs += `<circle cx="${x}" cy="40" r="2.2" fill="url(#gold)"/>`;
  return (
    goldGradient() +
    linear('drum', ['#ff5a4a', '#c8102e', '#7a0710'], [0, 0, 1, 0]) +
    '<path d="M16 38V74Q50 92 84 74V38Z" fill="url(#drum)" stroke="#3d0508" stroke-width="2"/>' +
    '<ellipse cx="50" cy="38" rx="34" ry="12" fill="#f3e2b8" stroke="#7a4a00" stroke-width="2"/>' +
    studs +
    '<path d="M20 10L60 36M80 10L40 36" stroke="#5a2d0c" stroke-width="5" stroke-linecap="round"/>' +
    '<circle cx="20" cy="10" r="5" fill="#c8102e"/><circle cx="80" cy="10" r="5" fill="#c8102e"/>'
  );
}

/** 折扇: an open red folding fan with gold ribs and a tassel. */
function fan(): string {
  let ribs = '';
  for (let a = -150; a <= -30; a += 15) {
    const r = (a * Math.PI) / 180;
    ribs += `<path d="M50 78L${(50 + 44 * Math.cos(r)).toFixed(1)} ${(78 + 44 * Math.sin(r)).toFixed(1)}"/>`;
  }
  return (
    goldGradient() +
    linear('fan', ['#ff6a5a', '#c8102e']) +
    '<path d="M11.9 56A44 44 0 0 1 88.1 56L66.5 68A19 19 0 0 0 33.5 68Z" fill="url(#fan)" ' +
    'stroke="#5a0610" stroke-width="2"/>' +
    `<g stroke="${GOLD[1]}" stroke-width="1.6">${ribs}</g>` +
    cjk(50, 50, 14, '功夫', GOLD[0]!, 'letter-spacing="4"') +
    '<circle cx="50" cy="78" r="4" fill="url(#gold)"/><path d="M50 82V96" stroke="#c8102e" stroke-width="3"/>'
  );
}

/** 包子: a steamed bun with its pleats, on a bamboo steamer. */
const bun =
  '<rect x="12" y="66" width="76" height="20" rx="6" fill="#d8a85a" stroke="#7a5a2a" stroke-width="2"/>' +
  '<path d="M14 72H86M14 80H86" stroke="#7a5a2a" stroke-width="1.5"/>' +
  radial('bun', ['#ffffff', '#fff6e8', '#e8d6b8'], 0.4, 0.3, 0.7) +
  '<path d="M20 68Q18 30 50 24Q82 30 80 68Z" fill="url(#bun)" stroke="#c8b08a" stroke-width="2"/>' +
  '<path d="M50 26Q44 40 36 46M50 26Q50 40 50 48M50 26Q56 40 64 46M50 26Q40 34 28 38M50 26Q60 34 72 38" ' +
  'stroke="#d8c4a0" stroke-width="2" fill="none" stroke-linecap="round"/>' +
  '<circle cx="50" cy="26" r="3.5" fill="#f3e2c8"/>';

/** 翠竹: two jointed bamboo stalks with leaves. */
const bambooStalks =
  linear('stalk', ['#b8f07a', '#3f9b3a', '#1f5f22'], [0, 0, 1, 0]) +
  '<rect x="30" y="6" width="14" height="90" rx="4" fill="url(#stalk)"/>' +
  '<rect x="54" y="16" width="12" height="80" rx="4" fill="url(#stalk)"/>' +
  '<path d="M30 30H44M30 58H44M54 40H66M54 68H66" stroke="#1f5f22" stroke-width="3"/>' +
  '<path d="M44 30q20-14 36-6q-20 12-36 6ZM54 40q-22-10-40-2q20 12 40 2ZM66 68q16-14 28-8q-16 12-28 8Z" ' +
  'fill="#6cc04a" stroke="#1f5f22" stroke-width="1"/>';

/** 武功秘籍: a bound martial arts manual. */
const manual =
  '<path d="M22 24H74V70H22Z" fill="#f3e2b8" stroke="#6b3a16" stroke-width="2"/>' +
  '<path d="M22 24H30V70H22Z" fill="#1f5f22"/><path d="M22 32H30M22 44H30M22 56H30" stroke="#f3e2b8"/>' +
  '<rect x="42" y="30" width="18" height="34" fill="#fffaf0" stroke="#6b3a16"/>' +
  cjk(51, 45, 12, '秘', '#c8102e') +
  cjk(51, 59, 12, '籍', '#c8102e');

export const GOLDEN_DRAGON = {
  WILD: () => wildFromTile('obgdy-golden-dragon'),
  CAULDRON: () => doc(cauldron),
  JADE: () => doc(jadeDisc()),
  CLOUD: () => doc(centred(1.5, cloud('#fff3c4', '#d9a441')), sparkle(80, 28, 7, '#fff6c8')),
  ...royals(SKY, ['A', 'K', 'Q', 'J']),
  PEARL: () => medallion(flamingPearl, ['#3a6fd8', '#061440'], '龙珠'),
};

export const DRAGON_TIGER_SLOT = {
  WILD: () => wildFromTile('ae-dragon-tiger-slot'),
  DRAGON: () =>
    doc(
      centred(
        0.62,
        dragonHead({ scales: ICE, outline: '#0b2a66', mane: ['#7df0ff', '#1e6bd6'], body: false }),
        6,
        4,
      ),
    ),
  TIGER: () => doc(centred(1.2, tigerFace, 0, 4)),
  YINYANG: () => doc(yinYang),
  ...royals(EMBER, ['A', 'K', 'Q', 'J']),
};

export const JADE_EMPEROR = {
  WILD: () => wildFromTile('ae-jade-emperor'),
  JADESEAL: () => doc(jadeSeal),
  PEACH: () => doc(peach),
  GOURD: () => doc(gourd),
  ...royals(JADE, ['A', 'K', 'Q', 'J']),
  GATE: () => medallion(heavenGate, ['#8fe0f0', '#1a5a8a'], '南天门'),
};

export const GUAN_YU = {
  WILD: () => wildFromTile('fgdz-guan-yu'),
  BLADE: () => doc(blade),
  SEAL: () => doc(generalSeal),
  DRUM: () => doc(drum()),
  ...royals(BRONZE, ['A', 'K', 'Q', 'J']),
};

export const PANDA_LEGEND = {
  WILD: () => wildFromTile('obgdy-panda-legend'),
  FAN: () => doc(fan()),
  BUN: () => doc(bun),
  BAMBOO: () => doc(bambooStalks),
  ...royals(BAMBOO, ['K', 'Q', 'J']),
  SCROLL: () => medallion(manual, ['#8fe08a', '#0e4a2a'], '秘籍'),
};
