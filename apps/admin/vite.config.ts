import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../scripts/lib/vite-precompress';

// `npm run dev -w @app/admin` talks to a running server (npm run dev); ADMIN_API_TARGET points elsewhere.
const target = process.env.ADMIN_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // antd is one large vendor chunk by design; pages are split per route.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    host: '0.0.0.0',
    proxy: {
      '/admin/api': { target, changeOrigin: true },
      // Player-side reads the console reuses (activity categories and lists, articles) and images.
      '/api': { target, changeOrigin: true },
      '/img': { target, changeOrigin: true },
    },
  },
});
