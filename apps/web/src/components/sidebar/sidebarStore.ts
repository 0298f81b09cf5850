import { createStore } from '../../lib/createStore.js';

/** Whether the sidebar drawer is open on extra-small screens. */
export const sidebarStore = createStore<boolean>(false);

export const openSidebar = () => sidebarStore.set(true);
export const closeSidebar = () => sidebarStore.set(false);
