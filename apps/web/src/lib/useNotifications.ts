import { useStore } from './createStore.js';
import { notificationsStore, type Notifications } from './notificationsStore.js';

export function useNotifications(): Notifications {
  return useStore(notificationsStore);
}
