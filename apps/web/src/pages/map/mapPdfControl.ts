import { popupMessages } from '../../features/popup/messages.js';
import { registerMessages } from '../../i18n/registerMessages.js';

// The print's legend says what the popups' legend says, in the popups' words: they come with
// the control's code, as the print's own do (features/map-pdf registers those).
registerMessages('popups', popupMessages);

export { MapPdfControl } from '../../features/map-pdf/MapPdfControl.js';
