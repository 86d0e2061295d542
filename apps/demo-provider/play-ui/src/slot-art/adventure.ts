// Symbols of the adventure titles: 赏金船长, 埃及艳后, 西部淘金, 黄金列车.
import { coin, GOLD, goldGradient, linear, sparkle, starPath } from '../../../../../scripts/game-art/svg';
import { cjk, doc, medallion, royals, wildFromTile, type Palette } from './kit';

const OAK: Palette = { fill: ['#ffe9b0', '#d89a4a', '#7a3e16'], edge: '#2a1406', jewel: '#2f7fd0' };
const NILE: Palette = { fill: ['#e8fffc', '#2fb8c4', '#0a5a74'], edge: '#1a1230', jewel: '#f7c948' };
const DENIM: Palette = { fill: ['#e8f4ff', '#4a8ad8', '#1a3a7a'], edge: '#0a1430', jewel: '#f7c948' };
const CRIMSON: Palette = { fill: ['#ffe0d8', '#ff4a4a', '#8a0a18'], edge: '#2a0408', jewel: '#f7c948' };

const LATIN = 'font-family="Georgia,serif"';

/** 宝箱: an iron-banded chest, lid ajar, gold spilling out. */
const chest =
  goldGradient() +
  coin(30, 34, 8) +
  coin(70, 32, 8) +
  '<path d="M16 46L22 22H78L84 46Z" fill="#8a4a1c" stroke="#2e1606" stroke-width="2"/>' +
  '<path d="M18 44Q50 34 82 44" fill="url(#gold)"/>' +
  '<rect x="14" y="46" width="72" height="42" rx="4" fill="#a05a24" stroke="#2e1606" stroke-width="2"/>' +
  `<path d="M14 60H86M32 46V88M68 46V88" stroke="${GOLD[2]}" stroke-width="5"/>` +
  `<rect x="43" y="54" width="14" height="18" rx="2" fill="url(#gold)" stroke="${GOLD[3]}"/>` +
  '<circle cx="50" cy="62" r="2.5" fill="#2e1606"/>' +
  sparkle(80, 18, 7, '#fff6c8');

/** 罗盘: a brass compass rose. */
const compass =
  goldGradient() +
  '<circle cx="50" cy="50" r="42" fill="url(#gold)" stroke="#5a3a10" stroke-width="2"/>' +
  '<circle cx="50" cy="50" r="34" fill="#f5e9cc" stroke="#8a6a3a" stroke-width="2"/>' +
  '<path d="M50 18L56 50L50 82L44 50Z" fill="#c8102e"/><path d="M50 50L56 50L50 82Z" fill="#1b1b24"/>' +
  '<path d="M18 50L50 44L82 50L50 56Z" fill="#5a3a10" opacity=".6"/>' +
  '<circle cx="50" cy="50" r="4" fill="url(#gold)" stroke="#5a3a10"/>' +
  cjk(50, 16, 9, 'N', '#c8102e');

/** 铁锚: an iron anchor with a coil of rope. */
const anchor =
  linear('iron', ['#9aa8b8', '#4a5868', '#1e2630']) +
  '<circle cx="50" cy="16" r="8" fill="none" stroke="url(#iron)" stroke-width="5"/>' +
  '<path d="M50 24V86M34 34H66" stroke="url(#iron)" stroke-width="8" stroke-linecap="round"/>' +
  '<path d="M14 58Q18 88 50 88Q82 88 86 58" fill="none" stroke="url(#iron)" stroke-width="8"/>' +
  '<path d="M8 62L14 50L22 62ZM78 62L86 50L92 62Z" fill="#4a5868"/>' +
  '<path d="M42 30Q60 40 42 52Q26 62 44 70" stroke="#c8a060" stroke-width="4" fill="none"/>';

/** 藏宝图: a parchment map, the way dotted to a red X. */
const treasureMap =
  '<path d="M18 22L40 16L60 22L82 16V66L60 72L40 66L18 72Z" fill="#f3e2b8" stroke="#8a6a3a" ' +
  'stroke-width="2"/>' +
  '<path d="M40 16V66M60 22V72" stroke="#c8b08a"/>' +
  '<path d="M26 58Q34 40 46 46Q58 52 66 34" stroke="#6b3a16" stroke-width="2.5" ' +
  'stroke-dasharray="4 4" fill="none"/>' +
  '<path d="M62 28L72 38M72 28L62 38" stroke="#c8102e" stroke-width="4" stroke-linecap="round"/>';

/** 圣甲虫: a lapis scarab, gold-edged, wings spread. */
const scarab =
  goldGradient() +
  '<path d="M50 40Q20 20 6 40Q18 48 40 50ZM50 40Q80 20 94 40Q82 48 60 50Z" fill="#2fb8c4" ' +
  'stroke="url(#gold)" stroke-width="2.5"/>' +
  '<ellipse cx="50" cy="58" rx="16" ry="22" fill="#1f3fa8" stroke="url(#gold)" stroke-width="3"/>' +
  '<path d="M50 36V80" stroke="url(#gold)" stroke-width="2"/>' +
  '<circle cx="50" cy="30" r="9" fill="#1f3fa8" stroke="url(#gold)" stroke-width="2.5"/>' +
  '<circle cx="50" cy="14" r="8" fill="#e0401a" stroke="url(#gold)" stroke-width="2"/>' +
  '<path d="M36 70L26 84M64 70L74 84M36 50L24 58M64 50L76 58" stroke="url(#gold)" stroke-width="3"/>';

/** 荷鲁斯之眼: the eye of Horus in lapis and gold. */
const horusEye =
  goldGradient() +
  '<circle cx="50" cy="50" r="42" fill="url(#gold)" stroke="#7a4a00" stroke-width="2"/>' +
  '<path d="M16 46Q50 20 84 46Q50 66 16 46Z" fill="#fffaf0" stroke="#1a1230" stroke-width="4"/>' +
  '<circle cx="50" cy="45" r="10" fill="#1f3fa8"/><circle cx="50" cy="45" r="4" fill="#1a1230"/>' +
  '<path d="M18 32Q50 14 84 32" stroke="#1a1230" stroke-width="5" fill="none"/>' +
  '<path d="M46 56L40 78Q46 84 52 78M60 56Q72 66 74 80" stroke="#1a1230" stroke-width="4" fill="none"/>';

/** 生命之符: a gold ankh set with turquoise. */
const ankh =
  goldGradient() +
  '<ellipse cx="50" cy="28" rx="16" ry="20" fill="none" stroke="url(#gold)" stroke-width="9"/>' +
  '<path d="M20 50H80M50 46V94" stroke="url(#gold)" stroke-width="11" stroke-linecap="round"/>' +
  '<path d="M20 50H80M50 46V94" stroke="#7a4a00" stroke-width="1" stroke-linecap="round" opacity=".5"/>' +
  '<circle cx="50" cy="50" r="6" fill="#2fb8c4" stroke="#7a4a00"/>';

/** 金字塔: the pyramids under the sun. */
const pyramids =
  '<circle cx="66" cy="28" r="10" fill="#fff3a0"/>' +
  '<path d="M14 68L38 30L62 68Z" fill="#f0b04a"/><path d="M38 30L62 68H44Z" fill="#c8782c"/>' +
  '<path d="M46 68L66 40L86 68Z" fill="#e8a040"/><path d="M66 40L86 68H72Z" fill="#b8682a"/>';

/** 警长星: a six-pointed sheriff's star, ball-tipped. */
function sheriffStar(): string {
  let points = '';
  let balls = '';
  for (let i = 0; i < 12; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 6;
    const r = i % 2 ? 22 : 40;
    const [x, y] = [50 + r * Math.cos(a), 50 + r * Math.sin(a)];
    points += `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
    if (!(i % 2)) balls += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="5"/>`;
  }
  return (
    goldGradient() +
    `<path d="${points}Z" fill="url(#gold)" stroke="#7a4a00" stroke-width="2" stroke-linejoin="round"/>` +
    `<g fill="url(#gold)" stroke="#7a4a00" stroke-width="1.5">${balls}</g>` +
    '<circle cx="50" cy="50" r="15" fill="none" stroke="#7a4a00" stroke-width="2"/>' +
    cjk(50, 55, 12, '警长', '#7a4a00')
  );
}

/** 牛仔帽: a brown cowboy hat with its band. */
const cowboyHat =
  '<path d="M6 60Q50 84 94 60Q84 76 50 78Q16 76 6 60Z" fill="#8a4a1c" stroke="#3e1e08" stroke-width="2"/>' +
  '<path d="M26 64Q26 24 40 24Q50 32 60 24Q74 24 74 64Q50 72 26 64Z" fill="#a8612a" stroke="#3e1e08" ' +
  'stroke-width="2"/><path d="M27 56Q50 64 73 56" stroke="#3e1e08" stroke-width="6" fill="none"/>' +
  `<circle cx="50" cy="60" r="3.5" fill="${GOLD[1]}"/>`;

/** 金块: gold nuggets in a heap. */
const nuggets =
  goldGradient() +
  `<g fill="url(#gold)" stroke="${GOLD[3]}" stroke-width="2" stroke-linejoin="round">` +
  '<path d="M14 74L26 54L44 58L50 78L30 86Z"/><path d="M46 70L54 46L76 44L88 66L70 82Z"/>' +
  '<path d="M32 54L44 30L62 32L66 48L48 58Z"/></g>' +
  sparkle(40, 36, 7, '#fff') +
  sparkle(72, 56, 5, '#fff');

/** 通缉令: a WANTED poster nailed up. */
const wanted =
  '<rect x="24" y="12" width="52" height="60" fill="#f3e2b8" stroke="#8a6a3a" stroke-width="2"/>' +
  `<text x="50" y="26" font-size="11" font-weight="900" text-anchor="middle" fill="#5a2d0c" ${LATIN}>` +
  'WANTED</text><rect x="36" y="30" width="28" height="26" fill="#d8c49a" stroke="#8a6a3a"/>' +
  '<path d="M40 56Q50 36 60 56" fill="#8a6a3a"/><circle cx="50" cy="40" r="6" fill="#8a6a3a"/>' +
  cjk(50, 68, 9, '悬赏', '#c8102e') +
  '<circle cx="50" cy="15" r="2" fill="#555"/>';

/** 金条: three gold bars stacked. */
function goldBar(x: number, y: number): string {
  return (
    `<path d="M${x} ${y}L${x + 8} ${y - 18}H${x + 40}L${x + 48} ${y}Z" fill="url(#gold)" ` +
    `stroke="${GOLD[3]}" ` +
    `stroke-width="1.5"/><path d="M${x + 8} ${y - 18}L${x + 12} ${y - 10}H${x + 36}L${x + 40} ${y - 18}" ` +
    'fill="#fff6c8" opacity=".7"/>'
  );
}
const goldBars =
  goldGradient() + goldBar(2, 86) + goldBar(50, 86) + goldBar(26, 66) + sparkle(74, 38, 8, '#fff6c8');

/** 钱袋: a tied sack of money marked ¥. */
const moneyBag =
  linear('sack', ['#e8c898', '#b88848', '#7a5220']) +
  '<path d="M38 24Q50 30 62 24L58 34Q84 50 82 74Q80 92 50 92Q20 92 18 74Q16 50 42 34Z" fill="url(#sack)" ' +
  'stroke="#4a2e10" stroke-width="2"/><path d="M38 34H62" stroke="#c8102e" stroke-width="5"/>' +
  '<path d="M38 24L32 12L44 18L50 10L56 18L68 12L62 24" fill="#b88848" stroke="#4a2e10" stroke-width="2"/>' +
  cjk(50, 78, 28, '¥', '#7a1a00');

/** 怀表: a gold pocket watch on its chain. */
const pocketWatch =
  goldGradient() +
  '<path d="M50 14Q70 4 86 16" stroke="url(#gold)" stroke-width="3" stroke-dasharray="4 2" fill="none"/>' +
  '<rect x="44" y="10" width="12" height="10" rx="3" fill="url(#gold)" stroke="#7a4a00"/>' +
  '<circle cx="50" cy="56" r="36" fill="url(#gold)" stroke="#7a4a00" stroke-width="2"/>' +
  '<circle cx="50" cy="56" r="28" fill="#fffaf0" stroke="#7a4a00" stroke-width="1.5"/>' +
  '<path d="M50 56V36M50 56L64 64" stroke="#1b1b24" stroke-width="3" stroke-linecap="round"/>' +
  '<g fill="#1b1b24"><circle cx="50" cy="32" r="2"/><circle cx="74" cy="56" r="2"/>' +
  '<circle cx="50" cy="80" r="2"/><circle cx="26" cy="56" r="2"/></g>';

/** 金车票: a gold train ticket, punched. */
const ticket =
  goldGradient() +
  '<path d="M14 26H86V40Q80 46 86 52V66H14V52Q20 46 14 40Z" fill="url(#gold)" stroke="#7a4a00" ' +
  'stroke-width="2"/>' +
  '<path d="M66 28V64" stroke="#7a4a00" stroke-dasharray="3 3"/>' +
  cjk(40, 52, 14, '头等座', '#8a0a18') +
  `<g transform="translate(76 46)"><path d="${starPath(7)}" fill="#8a0a18"/></g>`;

export const TREASURE_SHIP = {
  WILD: () => wildFromTile('fgdz-treasure-ship'),
  CHEST: () => doc(chest),
  COMPASS: () => doc(compass),
  ANCHOR: () => doc(anchor),
  ...royals(OAK, ['A', 'K', 'Q', 'J']),
  MAP: () => medallion(treasureMap, ['#5a9ad8', '#0a1f4a'], '藏宝图'),
};

export const CLEOPATRA = {
  WILD: () => wildFromTile('fgdz-cleopatra'),
  SCARAB: () => doc(scarab),
  EYE: () => doc(horusEye),
  ANKH: () => doc(ankh),
  ...royals(NILE, ['A', 'K', 'Q', 'J']),
  PYRAMID: () => medallion(pyramids, ['#ffd27a', '#a8400f'], '金字塔'),
};

export const WILD_WEST = {
  WILD: () => wildFromTile('pp-wild-west'),
  SHERIFF: () => doc(sheriffStar()),
  HAT: () => doc(cowboyHat),
  NUGGET: () => doc(nuggets),
  ...royals(DENIM, ['A', 'K', 'Q', 'J']),
  WANTED: () => medallion(wanted, ['#ffe0a8', '#a0501a'], '通缉令'),
};

export const GOLD_TRAIN = {
  WILD: () => wildFromTile('pp-gold-train'),
  GOLDBAR: () => doc(goldBars),
  MONEYBAG: () => doc(moneyBag),
  WATCH: () => doc(pocketWatch),
  ...royals(CRIMSON, ['A', 'K', 'Q', 'J']),
  TICKET: () => medallion(ticket, ['#a9b8ff', '#2a2f6e'], '金车票'),
};
