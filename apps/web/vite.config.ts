import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress.js';

export default defineConfig({
  plugins: [react(), precompress()],
  base: '/',
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${process.env.PORT ?? 8080}`,
      '/config.js': `http://localhost:${process.env.PORT ?? 8080}`,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // dist/.vite/manifest.json (not served: a dot directory): which chunks each part of the app
    // needs, read by the tiles bench to size the JavaScript before the first map frame.
    manifest: true,
    rolldownOptions: {
      // A chunk by its hash alone: every import of a shared chunk names it, so a module name
      // in its file name costs bytes in each of the ~95 files before the first map frame (and
      // a rename, when a module joins a shared chunk, changes them all).
      output: { chunkFileNames: 'assets/[hash].js' },
    },
  },
});
