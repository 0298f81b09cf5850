import { notificationsStore } from '../lib/notificationsStore.js';
import { loadImpersonationFlag } from '../entities/session/impersonationStore.js';
import { loadActiveMapChoice } from '../entities/map/activeMapStore.js';
import { loadStoredOrganisation } from '../entities/session/organisationStore.js';
import { closeChangePassword } from '../lib/changePasswordDialogStore.js';
import { leaveMapShare, loadStoredToken } from '../entities/session/sessionStore.js';
import { closeSidebar } from '../components/sidebar/sidebarStore.js';
import { closeFilesPanel } from '../features/mapview/files/filesPanelStore.js';
import { closeFileViewer } from '../lib/fileViewerStore.js';
import { resetMapUi } from '../features/mapview/mapUiStore.js';
import { closePopup } from '../map/popupStore.js';
import { expandMapSidebar } from '../features/mapview/sidebar/mapSidebarStore.js';
import { resetMarkupsUi } from '../features/markups/markupsStore.js';
import { setActiveTool } from '../map/controls/activeTool.js';

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
  resetMarkupsUi();
  setActiveTool(null);
}
