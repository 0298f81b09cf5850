// First: the contract configures zod (its messages; no eval, see zod-messages.ts) before any
// schema of the app is built.
import '@waymark/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n/index.js';
import { App } from './app/App.js';
import { createQueryClient } from './app/queryClient.js';
import { createAppRouter } from './app/router.js';
import { loadStoredState, wireAnswerHandling, wireCredentials } from './app/startup.js';
import { reportError, startErrorReporting } from './lib/errorReporting.js';
import { afterFirstFrame } from './map/afterFirstFrame.js';

// Errors go to the configured Sentry-protocol service; its SDK loads after the map's first frame
// (or 3 s), and not at all without a DSN.
startErrorReporting(window.waymarkConfig, { loadAfter: afterFirstFrame });
// The offline app shell: its service worker is registered once the map has drawn its first
// frame, by production builds (the dev server has none). A browser that refuses (a private
// window, a policy) runs the app online only, as before.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void afterFirstFrame()
    .then(() => import('./app/serviceWorker.js'))
    .then((module) => module.registerServiceWorker())
    .catch(() => undefined);
}
wireCredentials();
loadStoredState();
const queryClient = createQueryClient();
const router = createAppRouter();
wireAnswerHandling(queryClient, router);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// French and Irish texts are fetched when chosen: the first render waits for the stored
// language's (at once for English, which is bundled). A failed fetch renders in English.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(root, {
      // Errors an error boundary shows are reported too (React then logs them, as by default).
      onCaughtError: (error, info) => {
        reportError(error, info.componentStack);
        console.error(error, info.componentStack);
      },
    }).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
