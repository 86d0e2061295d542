// Draws the installed app's icons (home screen, splash, iOS) as PNG from the site's own app icon
// (apps/web/public/img/app-icon.svg), rendered by Debian's Chromium so the CJK fonts are the system's.
// Run after changing the icon: node scripts/draw-app-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const SOURCE = 'apps/web/public/img/app-icon.svg';
const OUT = 'apps/web/public/img/pwa';

const icon = readFileSync(SOURCE, 'utf8');
const defs = /<defs>[\s\S]*?<\/defs>/.exec(icon)?.[0] ?? '';
// Everything drawn on the rounded card: the gold ring, 金 and the name.
const emblem = icon
  .replace(/^[\s\S]*?<\/defs>/, '')
  .replace(/<rect [^>]*\/>/, '')
  .replace(/<\/svg>\s*$/, '');

/**
 * The emblem on a full square of the icon's red (no transparent corners), scaled about the centre:
 * the platform cuts its own shape (iOS rounds it, Android masks it to a circle or a squircle).
 */
function fullBleed(scale) {
  const offset = 90 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180">${defs}
  <rect width="180" height="180" fill="url(#bg)"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${emblem}</g></svg>`;
}

const icons = [
  // "any": the card as drawn, rounded corners transparent.
  { file: 'icon-192.png', size: 192, svg: icon },
  { file: 'icon-512.png', size: 512, svg: icon },
  // "maskable": the emblem inside the central 80% circle every mask keeps.
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.72) },
  // iOS fills transparent corners with black and rounds the square itself.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    const sized = svg.replace(/width="180" height="180"/, `width="${size}" height="${size}"`);
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    await page.evaluate('document.fonts.ready');
    await page.screenshot({ path: `${OUT}/${file}`, omitBackground: true });
    console.log(`drew ${OUT}/${file} (${size}x${size})`);
  }
} finally {
  await browser.close();
}
