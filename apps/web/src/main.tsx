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
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    ),
  );
