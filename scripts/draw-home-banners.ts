// Draws the demo home banners (apps/web/public/img/banner-<n>.svg, the drawn sources) as the WebP
// pictures the seed shows (banner-<n>.webp), 750x300: the banner spans a 375 px screen at 2x.
// Why pictures: see scripts/lib/svg-to-webp.ts.
// Run after changing a banner: node --import tsx scripts/draw-home-banners.ts
import { svgToWebp } from './lib/svg-to-webp.js';

const DIR = 'apps/web/public/img';

await svgToWebp(
  [1, 2, 3].map((n) => ({
    source: `${DIR}/banner-${n}.svg`,
    out: `${DIR}/banner-${n}.webp`,
    width: 750,
    height: 300,
  })),
);
