/**
 * Registers the service worker of the build (vite.config.ts: the precached app shell that opens
 * the app with no network). Loaded after the map's first frame (main.tsx), so that neither this
 * code nor the worker's downloads compete with the map's.
 */
export async function registerServiceWorker(): Promise<void> {
  const { serviceWorker } = navigator;
  const controlledAtStart = serviceWorker.controller !== null;
  await serviceWorker.register('/sw.js', { scope: '/' });
  if (controlledAtStart) return;
  // The first visit: the worker claims the page once it is active.
  await serviceWorker.ready;
  if (!serviceWorker.controller) {
    await new Promise((resolve) =>
      serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  }
  // The run-time configuration was loaded before the worker was there: asked again through it,
  // so that the worker keeps its copy for a start with no network.
  await fetch('/config.js', { cache: 'no-cache' });
}
