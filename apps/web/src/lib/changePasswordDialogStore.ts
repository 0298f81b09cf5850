import { createStore } from './createStore.js';

/** Opened from the user menu, shown by the app frame. */
export const changePasswordDialogStore = createStore<boolean>(false);

export const openChangePassword = () => changePasswordDialogStore.set(true);
export const closeChangePassword = () => changePasswordDialogStore.set(false);
