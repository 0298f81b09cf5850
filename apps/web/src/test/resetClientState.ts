import { notificationsStore } from '../features/alerts/notificationsStore.js';
import { loadImpersonationFlag } from '../features/impersonation/impersonationStore.js';
import { loadActiveMapChoice } from '../features/maps/activeMapStore.js';
import { loadStoredOrganisation } from '../features/organisation/organisationStore.js';
import { closeChangePassword } from '../features/password/changePasswordDialogStore.js';
import { leaveMapShare, loadStoredToken } from '../features/session/sessionStore.js';
import { closeSidebar } from '../features/sidebar/sidebarStore.js';
import { closeFilesPanel } from '../features/mapview/files/filesPanelStore.js';
import { closeFileViewer } from '../features/mapview/files/fileViewerStore.js';
import { resetMapUi } from '../features/mapview/mapUiStore.js';
import { closePopup } from '../features/mapview/popup/popupStore.js';
import { expandMapSidebar } from '../features/mapview/sidebar/mapSidebarStore.js';

/** Module-level client state back to what an empty localStorage gives. */
export function resetClientState(): void {
  loadStoredToken();
  leaveMapShare();
  loadImpersonationFlag();
  loadStoredOrganisation();
  loadActiveMapChoice();
  notificationsStore.set({ alert: null, toast: null });
  closeChangePassword();
  closeSidebar();
  closeFilesPanel();
  closeFileViewer();
  closePopup();
  resetMapUi();
  expandMapSidebar();
}
