import { createStore } from '../../../lib/createStore.js';

/** Whether the map sidebar is collapsed ('Hide') on screens wider than a phone. */
export const mapSidebarCollapsedStore = createStore<boolean>(false);

export const collapseMapSidebar = () => mapSidebarCollapsedStore.set(true);
export const expandMapSidebar = () => mapSidebarCollapsedStore.set(false);
