import { useStore } from '../../lib/createStore.js';
import { notificationsStore, type Notifications } from './notificationsStore.js';

export function useNotifications(): Notifications {
  return useStore(notificationsStore);
}
