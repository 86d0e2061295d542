// Draws one tile per catalogue game (apps/web/public/img/games/<platform>-<code>.svg) from the
// seed list, so the catalogue and its images cannot drift apart: a game without art fails the run.
// The art itself lives in scripts/game-art/, one module per family of games. Each tile is also
// written as the WebP picture the catalogue shows (<name>.webp); the
// SVG stays as its source, and for catalogues seeded before the pictures existed.
// Run after changing the catalogue: node --import tsx scripts/draw-game-tiles.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { DEMO_GAMES } from '../apps/server/src/seeds/seed-games.js';
import { GAME_ART } from './game-art/index.js';
import { svgToWebp } from './lib/svg-to-webp.js';

/** Pixels a side: three tiles to a row make each about 110 CSS pixels wide, sharp up to 2.75x. */
const TILE_PIXELS = 300;

const OUT = 'apps/web/public/img/games';

mkdirSync(OUT, { recursive: true });
const missing: string[] = [];
for (const [platform, code] of DEMO_GAMES) {
  const name = `${platform}-${code}`;
  const draw = GAME_ART[name];
  if (draw) writeFileSync(`${OUT}/${name}.svg`, draw());
  else missing.push(name);
}
if (missing.length > 0) {
  console.error(`no art for ${missing.join(', ')}: add it under scripts/game-art/`);
  process.exit(1);
}
await svgToWebp(
  DEMO_GAMES.map(([platform, code]) => ({
    source: `${OUT}/${platform}-${code}.svg`,
    out: `${OUT}/${platform}-${code}.webp`,
    width: TILE_PIXELS,
    height: TILE_PIXELS,
  })),
);
console.log(`drew ${DEMO_GAMES.length} tiles into ${OUT}`);
