import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/lib/vite-precompress';

// `npm run dev -w @app/agent` talks to a running server (npm run dev); AGENT_API_TARGET points elsewhere.
const target = process.env.AGENT_API_TARGET ?? 'http://127.0.0.1:8080';

/** The agent console, served by the API server at /agent/ (apps/server/src/plugins/web-app.ts). */
export default defineConfig({
  base: '/agent/',
  plugins: [react(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2020' },
  server: {
    host: '0.0.0.0',
    proxy: {
      '/agent/api': { target, changeOrigin: true },
      // The site's captcha and its name, shared with the player site.
      '/api': { target, changeOrigin: true },
      '/img': { target, changeOrigin: true },
    },
  },
});
