import { AddMapDialog } from '../../features/maps-admin/AddMapDialog.js';
import { mapsAdminMessages } from '../../features/maps-admin/messages.js';
import {
  GeneralUploadDialog,
  type GeneralUploadDialogProps,
} from '../../features/upload/GeneralUploadDialog.js';
import { registerMessages } from '../../i18n/registerMessages.js';

// Loaded on demand with the dialog: the texts of 'Add a map' come with it.
registerMessages('mapsAdmin', mapsAdminMessages);

/** The general upload, whose map choice can add a map (the maps admin's dialog). */
export function GeneralUpload(props: GeneralUploadDialogProps) {
  return <GeneralUploadDialog {...props} AddMapDialog={AddMapDialog} />;
}
