import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('../src/pwa/service-worker.js', import.meta.url));
/** The line of the worker's source that receives this build's file list. */
const PLACEHOLDER = 'const BUILD = __SW_BUILD__;';

/** Files of public/ the shell needs offline: the manifest, the icons and the logo it shows. */
const PUBLIC_SHELL_FILES = [
  'manifest.webmanifest',
  'img/logo.svg',
  'img/app-icon.svg',
  'img/pwa/icon-192.png',
  'img/pwa/apple-touch-icon.png',
];

/**
 * Writes dist/sw.js: src/pwa/service-worker.js with this build's file list (index.html, every
 * emitted script, style and asset, the shell's public files) and a version derived from their
 * names and the page, so each deploy that changes anything installs a new worker.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    // After Vite's own plugins have emitted index.html.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const emitted = Object.keys(bundle).filter((name) => !name.endsWith('.map'));
      const precache = [...emitted, ...PUBLIC_SHELL_FILES].sort();
      const page = bundle['index.html'];
      const html = page?.type === 'asset' ? String(page.source) : '';
      const version = createHash('sha256')
        .update(precache.join('\n'))
        .update(html)
        .digest('hex')
        .slice(0, 12);
      const build = JSON.stringify({ version, precache });
      const template = readFileSync(SOURCE, 'utf8').replace(/^\/\* global [^*]*\*\/\n/, '');
      if (!template.includes(PLACEHOLDER)) throw new Error(`${SOURCE} lost its line ${PLACEHOLDER}`);
      const source = template.replace(PLACEHOLDER, `const BUILD = ${build};`);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
