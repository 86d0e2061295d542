import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The game page, served by the demo provider: its assets under /demo-provider/games/, its
 * index.html at /demo-provider/play/<session> of every game session (src/pages/play-page.ts). The
 * page's policy allows script and style files of its own origin only, so nothing is inlined.
 */
export default defineConfig({
  root: here('.'),
  base: '/demo-provider/games/',
  plugins: [react()],
  build: {
    outDir: here('../dist/play'),
    emptyOutDir: true,
    target: 'es2020',
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
  },
});
