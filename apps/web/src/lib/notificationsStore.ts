import { createStore } from './createStore.js';
import type { Translatable } from '../i18n/keys.js';

export interface Toast {
  /** Tells two toasts with the same text apart, so that the second one shows again. */
  id: number;
  text: string;
}

export interface Notifications {
  /** The dismissible alert under the top bar (spec: alert). */
  alert: Translatable | null;
  toast: Toast | null;
}

export const notificationsStore = createStore<Notifications>({ alert: null, toast: null });

let toastCount = 0;

export function showAlert(alert: Translatable): void {
  notificationsStore.set((state) => ({ ...state, alert }));
}

export function hideAlert(): void {
  notificationsStore.set((state) => (state.alert ? { ...state, alert: null } : state));
}

export function showToast(text: string): void {
  toastCount += 1;
  notificationsStore.set((state) => ({ ...state, toast: { id: toastCount, text } }));
}

export function hideToast(): void {
  notificationsStore.set((state) => (state.toast ? { ...state, toast: null } : state));
}
