import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/lib/vite-precompress';
import { lazySharedChunk } from './vite-plugins/lazy-chunks';
import { serviceWorker } from './vite-plugins/service-worker-plugin';

// @app/shared declares "sideEffects": false, so its zod schemas (unused here) stay out of the bundle.
export default defineConfig({
  base: './',
  plugins: [react(), serviceWorker(), precompress()],
  resolve: {
    alias: {
      'rc-util/lib/React/render': fileURLToPath(
        new URL('./vite-plugins/antd-mobile-legacy-render.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    rollupOptions: { output: { manualChunks: lazySharedChunk(), onlyExplicitManualChunks: true } },
  },
  server: {
    host: '0.0.0.0',
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true },
      '/uploads': { target: 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
});
