// The 'mapshare' on-demand section: one map share.
import { registerMessages } from '../../i18n/registerMessages.js';
import { bboxMessages } from '../../map/bbox/messages.js';
import { mapShareMessages } from '../../features/map-share/messages.js';
import { mapSharesAdminMessages } from '../../features/map-share/admin/messages.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('bbox', bboxMessages);
registerMessages('mapShare', mapShareMessages);
registerMessages('mapSharesAdmin', mapSharesAdminMessages);
export { MapShareDetailsPage } from '../../pages/admin/MapShareDetailsPage.js';
