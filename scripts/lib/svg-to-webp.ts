// Turns the project's drawn SVG art into WebP pictures, rendered by Debian's Chromium (so the CJK
// text in the art uses the system's fonts) and encoded by its canvas.
//
// Why pictures at all: an SVG shown through <img> is a small document of its own. The browser
// parses it, lays out and shapes its CJK text and paints it on the page's main thread, 5 to 30 ms
// per picture on a mid-range phone (seen in Chromium traces of home: the banner and the three
// first tiles took more main-thread time than the page's own first render). A WebP is decoded
// off the main thread.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.js';

export interface Raster {
  /** The SVG file drawn. */
  source: string;
  /** The WebP written. */
  out: string;
  width: number;
  height: number;
}

/** Quality 0.8: no visible loss on gradients and text at 2x, a fifth of 0.95's bytes. */
const QUALITY = 0.8;

export async function svgToWebp(rasters: Raster[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>raster</title>');
    for (const raster of rasters) {
      const svg = readFileSync(raster.source, 'utf8');
      const dataUrl = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          await document.fonts.ready;
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, width: raster.width, height: raster.height, quality: QUALITY },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,')) {
        throw new Error(`${raster.source}: this Chromium did not encode WebP`);
      }
      const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      writeFileSync(raster.out, bytes);
      console.log(`drew ${raster.out} (${raster.width}x${raster.height}, ${bytes.length} bytes)`);
    }
  } finally {
    await browser.close();
  }
}
