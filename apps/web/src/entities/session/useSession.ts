import { useStore } from '../../lib/createStore.js';
import { sessionStore, type SessionState } from './sessionStore.js';

export function useSession(): SessionState {
  return useStore(sessionStore);
}
