#!/usr/bin/env node
// Prints the gzipped size of the home page's initial JavaScript, what index.html loads before the
// first render (the entry module and its modulepreload links; home is drawn by the entry, every
// other screen and what home shows after its first paint are lazy chunks), and fails the build
// when it exceeds the budget (issue 19), so lazy routes stay lazy.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve, relative } from 'node:path';

const BUDGET_KB = 150;
const distDir = resolve(process.argv[2] ?? 'dist');
const html = readFileSync(join(distDir, 'index.html'), 'utf8');

/** src of module scripts and href of modulepreload links, in document order, without duplicates. */
function initialScripts(source) {
  const found = new Set();
  const tagPattern = /<(script|link)\b[^>]*>/gi;
  for (const [tag, name] of source.matchAll(tagPattern)) {
    const attr = (key) => new RegExp(`\\b${key}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    if (name.toLowerCase() === 'script' && attr('type') === 'module' && attr('src')) found.add(attr('src'));
    if (name.toLowerCase() === 'link' && attr('rel') === 'modulepreload' && attr('href'))
      found.add(attr('href'));
  }
  return [...found].filter((url) => !/^(https?:)?\/\//.test(url));
}

function gzipKb(file) {
  const raw = readFileSync(file);
  return { raw: raw.length / 1024, gz: gzipSync(raw, { level: 9 }).length / 1024 };
}

function allJs(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return allJs(full);
    return name.endsWith('.js') ? [full] : [];
  });
}

const initial = initialScripts(html).map((url) => join(distDir, url.replace(/^\.?\//, '')));
let totalGz = 0;
console.log("\nHome page's initial JavaScript (index.html entry + modulepreload):");
for (const file of initial) {
  const { raw, gz } = gzipKb(file);
  totalGz += gz;
  const name = relative(distDir, file).padEnd(48);
  console.log(`  ${name} ${raw.toFixed(1).padStart(8)} KB  gzip ${gz.toFixed(1).padStart(7)} KB`);
}
// Built chunks only (not the service worker beside index.html).
const lazy = allJs(join(distDir, 'assets')).filter((file) => !initial.includes(file));
const lazyGz = lazy.reduce((sum, file) => sum + gzipKb(file).gz, 0);
console.log(
  `  ${'total initial'.padEnd(48)} ${''.padStart(8)}     ` +
    `gzip ${totalGz.toFixed(1).padStart(7)} KB (budget ${BUDGET_KB} KB)`,
);
console.log(`Lazy chunks: ${lazy.length} files, gzip ${lazyGz.toFixed(1)} KB in total\n`);

if (initial.length === 0) {
  console.error('No entry script found in index.html');
  process.exit(1);
}
if (totalGz > BUDGET_KB) {
  console.error(`Initial JavaScript is ${totalGz.toFixed(1)} KB gzipped, above the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
