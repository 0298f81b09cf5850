import { useSyncExternalStore } from 'react';

/**
 * Whether the browser believes it has a network (navigator.onLine), followed through the
 * window's online/offline events. `true` means "maybe online" (a captive portal reads as
 * online), `false` means surely offline: screens that need the network say so instead of
 * failing when this is false.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, readOnline, readOnlineOnServer);
}

/** The current reading, for code outside React (e.g. deciding whether a failed fetch was the network). */
export function isOnline(): boolean {
  return readOnline();
}

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function readOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

// No server rendering today; a server has no network opinion, so it reads as online.
function readOnlineOnServer(): boolean {
  return true;
}
