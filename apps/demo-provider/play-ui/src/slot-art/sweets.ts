// Symbols of the bright titles: 水果派对 (the classic fruit machine), 甜蜜糖果 and 海底寻宝's gems.
import { cherries, grapes, swirl, wrapped } from '../../../../../scripts/game-art/sweets';
import { goldGradient, linear, radial, sparkle } from '../../../../../scripts/game-art/svg';
import { centred, doc, medallion, wildFromTile } from './kit';

const IMPACT = 'font-family="Impact,\'Arial Black\',sans-serif"';

const lemon =
  radial('lemon', ['#fffbd0', '#ffd92e', '#d08f00'], 0.35, 0.3, 0.75) +
  '<ellipse cx="50" cy="54" rx="36" ry="26" fill="url(#lemon)" stroke="#a87000" stroke-width="2" ' +
  'transform="rotate(-20 50 54)"/>' +
  '<path d="M80 34l10-8" stroke="#a87000" stroke-width="5" stroke-linecap="round"/>' +
  '<ellipse cx="38" cy="44" rx="11" ry="5" fill="#fff" opacity=".55" transform="rotate(-20 38 44)"/>';

const watermelon =
  '<path d="M8 40H92A42 42 0 0 1 8 40Z" fill="#2e9e3e"/>' +
  '<path d="M14 40H86A36 36 0 0 1 14 40Z" fill="#e8ffe0"/>' +
  '<path d="M18 40H82A32 32 0 0 1 18 40Z" fill="#ff3d4d"/>' +
  '<g fill="#222"><ellipse cx="36" cy="52" rx="2.2" ry="4"/><ellipse cx="50" cy="60" rx="2.2" ry="4"/>' +
  '<ellipse cx="64" cy="52" rx="2.2" ry="4"/><ellipse cx="44" cy="48" rx="2" ry="3.5"/>' +
  '<ellipse cx="58" cy="48" rx="2" ry="3.5"/></g>';

const bell =
  goldGradient() +
  '<path d="M50 10C36 10 30 26 30 42C30 54 24 62 16 70H84C76 62 70 54 70 42C70 26 64 10 50 10Z" ' +
  'fill="url(#gold)" stroke="#8a5a00" stroke-width="2"/>' +
  '<circle cx="50" cy="80" r="8" fill="#b77900"/>' +
  '<rect x="45" y="4" width="10" height="9" rx="3" fill="#b77900"/>' +
  '<path d="M38 26C38 20 42 16 46 15" stroke="#fff" stroke-width="4" opacity=".6" fill="none"/>';

const bar =
  goldGradient() +
  linear('black', ['#4a4a58', '#111118']) +
  '<rect x="6" y="28" width="88" height="44" rx="9" fill="url(#black)" stroke="url(#gold)" ' +
  'stroke-width="4"/>' +
  `<text x="50" y="62" font-size="30" text-anchor="middle" fill="url(#gold)" ${IMPACT}>BAR</text>`;

const seven =
  linear('seven', ['#ff6b6b', '#e01030', '#8a0018']) +
  `<text x="50" y="86" font-size="86" text-anchor="middle" fill="url(#seven)" stroke="#ffd76a" ` +
  `stroke-width="4" paint-order="stroke" ${IMPACT}>7</text>`;

/** 爱心糖: a glossy pink candy heart. */
const candyHeart =
  radial('heart', ['#ffd6e6', '#ff4f9a', '#c0106a'], 0.35, 0.3, 0.75) +
  '<path d="M50 88C34 74 10 58 10 36C10 20 24 10 36 12C44 13 48 18 50 24C52 18 56 13 64 12C76 10 90 ' +
  '20 90 36' +
  'C90 58 66 74 50 88Z" fill="url(#heart)" stroke="#a0105a" stroke-width="2"/>' +
  '<ellipse cx="30" cy="30" rx="9" ry="5" fill="#fff" opacity=".7" transform="rotate(-30 30 30)"/>';

/** 甜甜圈: a ring doughnut with pink icing and sprinkles. */
function donut(): string {
  const colours = ['#fff', '#3ab8ff', '#ffd23b', '#7ee0c0'];
  let sprinkles = '';
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const r = i % 2 ? 30 : 22;
    const [x, y] = [50 + r * Math.cos(a), 50 + r * Math.sin(a)];
    sprinkles +=
      `<rect x="${(x - 3).toFixed(1)}" y="${(y - 1).toFixed(1)}" width="6" height="2.4" rx="1.2" ` +
      `fill="${colours[i % 4]}" transform="rotate(${(i * 47) % 180} ${x.toFixed(1)} ${y.toFixed(1)})"/>`;
  }
  return (
    '<circle cx="50" cy="52" r="40" fill="#d89a4a" stroke="#8a5a20" stroke-width="2"/>' +
    '<path d="M50 14C72 14 88 30 86 48C84 58 90 62 84 66C78 72 72 64 66 70C60 76 52 70 46 74C38 80 ' +
    '32 70 24 70' +
    'C16 70 12 58 14 48C12 30 28 14 50 14Z" fill="#ff7ab8"/>' +
    '<circle cx="50" cy="50" r="12" fill="#fffaf0" stroke="#8a5a20" stroke-width="2"/>' +
    sprinkles
  );
}

/** 糖豆: three shiny jelly beans. */
const jellyBeans = ['#ff5a4a', '#3ab8ff', '#7ed957']
  .map(
    (c, i) =>
      `<g transform="translate(${[30, 62, 46][i]} ${[40, 42, 68][i]}) rotate(${[-30, 20, -5][i]})">` +
      `<path d="M-18 0C-18-12-4-14 2-8C8-2 18-8 18 2C18 14 4 16-2 10C-8 4-18 10-18 0Z" fill="${c}" ` +
      'stroke="#0003" stroke-width="1.5"/>' +
      '<ellipse cx="-8" cy="-5" rx="5" ry="2.5" fill="#fff" opacity=".7"/></g>',
  )
  .join('');

/** 软糖: a sugared gumdrop. */
const gumdrop =
  radial('gum', ['#e0ffe0', '#3fcf6e', '#0b7a3c'], 0.4, 0.3, 0.8) +
  '<path d="M14 82Q12 24 50 16Q88 24 86 82Q50 90 14 82Z" fill="url(#gum)" stroke="#0b5a2a" ' +
  'stroke-width="2"/>' +
  '<g fill="#fff" opacity=".8"><circle cx="34" cy="40" r="2"/><circle cx="56" cy="30" r="2"/>' +
  '<circle cx="66" cy="52" r="2"/><circle cx="42" cy="62" r="2"/><circle cx="28" cy="70" r="2"/>' +
  '<circle cx="72" cy="72" r="2"/><circle cx="50" cy="48" r="2"/></g>';

/** 棒棒糖: a swirl lollipop on its stick. */
const lollipop =
  '<path d="M50 50L50 76" stroke="#fff" stroke-width="5"/>' +
  '<circle cx="50" cy="38" r="26" fill="#ff4fa0" stroke="#c8206a" stroke-width="2"/>' +
  centred(0.72, swirl(3, 9.5), -3, -12);

/** A cut gem: the outline's facets around a flat table, lit from the top left. */
function cutGem(outline: Array<[number, number]>, colours: [string, string, string]): string {
  const table = outline.map(([x, y]): [number, number] => [50 + (x - 50) * 0.52, 46 + (y - 50) * 0.52]);
  const pt = ([x, y]: [number, number]) => `${x.toFixed(1)} ${y.toFixed(1)}`;
  let facets = '';
  outline.forEach((p, i) => {
    const q = outline[(i + 1) % outline.length]!;
    const light = Math.sin(i * 1.7) > 0 ? colours[0] : colours[2];
    facets +=
      `<path d="M${pt(p)}L${pt(q)}L${pt(table[(i + 1) % outline.length]!)}L${pt(table[i]!)}Z" ` +
      `fill="${light}" opacity=".45"/>`;
  });
  return (
    linear('gem', colours, [0, 0, 1, 1]) +
    `<path d="M${outline.map(pt).join('L')}Z" fill="url(#gem)" stroke="#fff" stroke-width="2"/>` +
    facets +
    `<path d="M${table.map(pt).join('L')}Z" fill="${colours[0]}" opacity=".6"/>` +
    sparkle(34, 28, 7, '#fff')
  );
}

const polygon = (sides: number, rx: number, ry: number, turn = 0) =>
  Array.from({ length: sides }, (_, i): [number, number] => {
    const a = turn + (i * 2 * Math.PI) / sides;
    return [50 + rx * Math.cos(a), 52 + ry * Math.sin(a)];
  });

/** 海螺: a spiral conch. */
const conch =
  radial('conch', ['#fff6f0', '#ffc8a8', '#d8704a'], 0.4, 0.35, 0.8) +
  '<path d="M20 70Q10 40 40 22Q70 8 84 34Q92 56 70 74Q50 90 20 70Z" fill="url(#conch)" stroke="#a04a2a" ' +
  'stroke-width="2"/><path d="M30 64Q26 40 50 32Q70 30 72 48Q72 62 56 64Q44 64 46 52" stroke="#a04a2a" ' +
  'stroke-width="3" fill="none"/><path d="M20 70L8 84L30 78Z" fill="#ffc8a8" stroke="#a04a2a"/>';

/** 珍珠贝: an open clam holding a pearl. */
const pearlClam =
  '<path d="M14 54Q50 24 86 54Z" fill="#ffc8d8" stroke="#a04a6a" stroke-width="2"/>' +
  '<path d="M14 54Q50 80 86 54Z" fill="#ffb0c8" stroke="#a04a6a" stroke-width="2"/>' +
  '<path d="M30 60L50 76M50 60V76M70 60L50 76" stroke="#a04a6a" opacity=".5"/>' +
  radial('pearl', ['#ffffff', '#f0f0ff', '#b8b8d8'], 0.35, 0.3, 0.7) +
  '<circle cx="50" cy="48" r="12" fill="url(#pearl)" stroke="#9090b0"/>';

export const FRUIT_PARTY = {
  WILD: () => wildFromTile('obgdy-fruit-party'),
  SEVEN: () => doc(seven),
  BAR: () => doc(bar),
  WATERMELON: () => doc(watermelon),
  GRAPE: () => doc(centred(1.35, grapes, 0, 6)),
  BELL: () => doc(bell),
  LEMON: () => doc(lemon),
  CHERRY: () => doc(centred(1.55, cherries, 0, 8)),
};

export const SWEET_CANDY = {
  WILD: () => wildFromTile('pp-sweet-candy'),
  HEART: () => doc(candyHeart),
  DONUT: () => doc(donut()),
  WRAPPED: () => doc(centred(1.4, wrapped('#ffd23b', '#ff6f3c'))),
  MINT: () => doc(centred(1.4, wrapped('#7ee0c0', '#fff'), 0, 0)),
  JELLYBEAN: () => doc(jellyBeans),
  GUMDROP: () => doc(gumdrop),
  LOLLIPOP: () => medallion(lollipop, ['#d8f7ff', '#52a8ff'], '棒棒糖'),
};

export const OCEAN_GEMS = {
  WILD: () => wildFromTile('fgdz-ocean-gems'),
  RUBY: () => doc(cutGem(polygon(10, 40, 38, Math.PI / 10), ['#ffb0c0', '#e0103a', '#6a0018'])),
  SAPPHIRE: () => doc(cutGem(polygon(12, 30, 42), ['#c0e0ff', '#1c5fbf', '#0a1f5a'])),
  EMERALD: () => doc(cutGem(polygon(8, 40, 30, Math.PI / 8), ['#c8ffe0', '#19a060', '#04401e'])),
  AMETHYST: () => doc(cutGem(polygon(3, 44, 44, -Math.PI / 2), ['#f0d0ff', '#9a3ae0', '#3a0a6e'])),
  TOPAZ: () => doc(cutGem(polygon(4, 36, 44), ['#fff6c0', '#f0a020', '#8a4a00'])),
  SHELL: () => doc(conch),
  PEARL: () => medallion(pearlClam, ['#5a7bff', '#120c4a'], '珍珠贝'),
};
