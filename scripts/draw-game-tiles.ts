// Draws one tile per catalogue game (apps/web/public/img/games/<platform>-<code>.svg) from the
// seed list, so the catalogue and its images cannot drift apart.
// Run after changing the catalogue: node --import tsx scripts/draw-game-tiles.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { DEMO_GAMES, DEMO_PLATFORMS } from '../apps/server/src/db/seed-games.js';

const OUT = 'apps/web/public/img/games';
const PALETTES = [
  ['#7b1022', '#d4a017'],
  ['#0f3d6e', '#38bdf8'],
  ['#4a148c', '#f472b6'],
  ['#064e3b', '#34d399'],
  ['#7c2d12', '#fb923c'],
  ['#1e1b4b', '#a78bfa'],
  ['#713f12', '#facc15'],
  ['#134e4a', '#5eead4'],
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A symbol per kind of game, drawn from plain shapes. */
function symbol(category: string, platform: string, code: string): string {
  if (platform === 'fgfish')
    return (
      '<path d="M40 70c20-26 60-26 80 0-20 26-60 26-80 0z" fill="#fff" opacity=".92"/>' +
      '<path d="M120 70l22-16v32z" fill="#fff" opacity=".92"/><circle cx="62" cy="64" r="5" fill="#222"/>'
    );
  if (code.includes('dice') || code === 'fast-three')
    return (
      '<rect x="48" y="34" width="64" height="64" rx="12" fill="#fff"/><g fill="#c81e3a">' +
      '<circle cx="64" cy="50" r="6"/><circle cx="80" cy="66" r="6"/><circle cx="96" cy="82" r="6"/></g>'
    );
  if (code.includes('crash'))
    return (
      '<path d="M30 110 Q80 100 130 30" stroke="#fff" stroke-width="6" fill="none"/>' +
      '<path d="M124 26l14-6-4 16z" fill="#fff"/><circle cx="130" cy="30" r="8" fill="#ffd54f"/>'
    );
  switch (category) {
    case 'realbet':
    case 'joker':
      return (
        '<rect x="44" y="34" width="44" height="62" rx="6" fill="#fff" transform="rotate(-10 66 65)"/>' +
        '<rect x="74" y="34" width="44" height="62" rx="6" fill="#fff" transform="rotate(10 96 65)"/>' +
        '<text x="98" y="74" font-size="26" font-weight="700" fill="#c81e3a" text-anchor="middle" ' +
        'font-family="Georgia,serif">A</text>'
      );
    case 'sport':
      return (
        '<circle cx="80" cy="66" r="32" fill="#fff"/>' + '<path d="M80 46l14 10-5 17H71l-5-17z" fill="#222"/>'
      );
    case 'gaming':
      return (
        '<rect x="40" y="48" width="80" height="40" rx="20" fill="#fff"/>' +
        '<circle cx="62" cy="68" r="6" fill="#222"/><circle cx="98" cy="62" r="4" fill="#c81e3a"/>' +
        '<circle cx="106" cy="72" r="4" fill="#2563eb"/>'
      );
    case 'lottery':
      return (
        '<g fill="#fff"><circle cx="58" cy="66" r="16"/><circle cx="102" cy="66" r="16"/>' +
        '<circle cx="80" cy="50" r="16"/></g>' +
        '<g font-size="14" font-weight="700" text-anchor="middle" fill="#c81e3a" font-family="Arial">' +
        '<text x="58" y="71">3</text><text x="102" y="71">8</text><text x="80" y="55">6</text></g>'
      );
    default:
      return (
        '<rect x="30" y="38" width="100" height="56" rx="10" fill="#fff" opacity=".95"/>' +
        '<g font-size="30" font-weight="800" text-anchor="middle" fill="#c81e3a" font-family="Arial">' +
        '<text x="52" y="77">7</text><text x="80" y="77">7</text><text x="108" y="77">7</text></g>'
      );
  }
}

mkdirSync(OUT, { recursive: true });
const category = new Map<string, string>(DEMO_PLATFORMS.map((p) => [p.code, p.category_id]));
const platformName = new Map<string, string>(DEMO_PLATFORMS.map((p) => [p.code, p.name]));
DEMO_GAMES.forEach(([platform, code, name], i) => {
  const [dark, light] = PALETTES[i % PALETTES.length]!;
  const gradient =
    '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>`;
  const title =
    '<text x="80" y="145" font-size="19" font-weight="700" text-anchor="middle" fill="#fff" ' +
    `font-family="PingFang SC,Noto Sans CJK SC,Microsoft YaHei,sans-serif">${esc(name)}</text>`;
  const platformLabel =
    '<text x="12" y="22" font-size="12" fill="#fff" opacity=".85" ' +
    `font-family="PingFang SC,Noto Sans CJK SC,sans-serif">${esc(platformName.get(platform) ?? '')}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<defs>${gradient}</defs>
<rect width="160" height="160" rx="20" fill="url(#g)"/>
<circle cx="130" cy="24" r="40" fill="#fff" opacity=".08"/>
${symbol(category.get(platform) ?? 'concise', platform, code)}
<rect x="0" y="118" width="160" height="42" fill="#000" opacity=".28"/>
${title}
${platformLabel}
</svg>
`;
  writeFileSync(`${OUT}/${platform}-${code}.svg`, svg);
});
console.log(`drew ${DEMO_GAMES.length} tiles into ${OUT}`);
