import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The sportsbook's page, built by Vite from book-ui/ (`npm run build -w @app/demo-provider`): its
 * index.html is the page of a sportsbook session, its hashed assets are served for a year.
 */
export const BOOK_DIST = fileURLToPath(new URL('../../dist/book', import.meta.url));

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A built asset by its file name (hashed by Vite), or null: nothing outside dist/book/assets. */
export async function bookAsset(dir: string, file: string): Promise<{ type: string; body: Buffer } | null> {
  const type = TYPES[extname(file)];
  if (!type || !/^[\w-]+(\.[\w-]+)*$/.test(file)) return null;
  try {
    return { type, body: await readFile(join(dir, 'assets', file)) };
  } catch {
    return null;
  }
}

/** The built page, read afresh (a rebuild changes its assets' names), or null while not built. */
export async function bookIndex(dir: string): Promise<string | null> {
  try {
    return await readFile(join(dir, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/** What a player sees while the page is not built: a plain notice styled by the games' sheet. */
export const BOOK_MISSING_PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1">
<title>体育投注维护中</title>
<link rel="stylesheet" href="/demo-provider/assets/play.css">
</head><body>
<header><b>体育投注</b></header>
<div class="panel"><p class="msg">体育投注页面暂时无法打开（页面尚未构建），请稍后再试或联系客服。</p></div>
</body></html>`;
