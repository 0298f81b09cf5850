import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress.js';

/**
 * The service worker (Workbox, generated at build): it precaches the app shell so that the app
 * opens with no network, and caches nothing that carries a user's or an organisation's data.
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  // The app registers it itself, after the map's first frame (app/serviceWorker.ts): nothing is
  // added to the JavaScript the first frame waits for.
  injectRegister: false,
  registerType: 'autoUpdate',
  // The server answers /manifest.webmanifest with the branding of the host's organisation.
  manifest: false,
  workbox: {
    // Every file of the build the app may load: all its chunks (any screen can be opened
    // offline, and French and Irish are chunks too), styles, icons and the offline background
    // (Natural Earth's vector tiles, PMTiles). Never the .br/.gz twins (the browser gets those by Accept-Encoding)
    // nor source maps.
    globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,json,wasm,pmtiles}'],
    globIgnores: ['.vite/**', '**/*.map', '**/*.br', '**/*.gz'],
    // The largest chunk is ~1 MB; the Natural Earth background 1.6 MB.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    // The app's routes open index.html (the router takes it from there); the server's own
    // pages never do.
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/metrics$/, /^\/config\.js$/, /\.webmanifest$/],
    // The run-time configuration script: the same for every visitor (basemaps, error
    // reporting), needed to start offline. Fresh when online, the last copy when not.
    // No other answer is cached: API answers carry one user's or organisation's data, and the
    // offline maps keep their packs in OPFS/IndexedDB themselves.
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.js',
        handler: 'NetworkFirst',
        options: { cacheName: 'waymark-config', networkTimeoutSeconds: 4 },
      },
    ],
    // A new version's worker takes over at once and serves the next load; the page in use is
    // not reloaded under the user (a form being filled in).
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    sourcemap: false,
  },
});

export default defineConfig({
  plugins: [react(), serviceWorker, precompress()],
  base: '/',
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${process.env.PORT ?? 8080}`,
      '/config.js': `http://localhost:${process.env.PORT ?? 8080}`,
      '/manifest.webmanifest': `http://localhost:${process.env.PORT ?? 8080}`,
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
