// First: the contract configures zod (its messages; no eval, see zod-messages.ts) before any
// schema of the app is built.
import '@waymark/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n/index.js';
import { App } from './app/App.js';
import { createQueryClient } from './app/queryClient.js';
import { createAppRouter } from './app/router.js';
import { loadStoredState, wireAnswerHandling } from './app/startup.js';

loadStoredState();
const queryClient = createQueryClient();
const router = createAppRouter();
wireAnswerHandling(queryClient, router);

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
