import { createStore } from './createStore.js';

/** 'Two-factor sign-in', opened from the user menu, shown by the app frame. */
export const twoFactorDialogStore = createStore<boolean>(false);

export const openTwoFactor = () => twoFactorDialogStore.set(true);
export const closeTwoFactor = () => twoFactorDialogStore.set(false);
