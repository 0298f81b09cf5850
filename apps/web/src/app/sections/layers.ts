// The 'layers' on-demand section.
import { registerMessages } from '../../i18n/registerMessages.js';
import { bboxMessages } from '../../map/bbox/messages.js';
import { dataGridMessages } from '../../components/data-grid/messages.js';
import { layerFormMessages } from '../../features/layer-form/messages.js';
import { popupMessages } from '../../features/popup/messages.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('bbox', bboxMessages);
registerMessages('dataGrid', dataGridMessages);
registerMessages('layerForm', layerFormMessages);
registerMessages('popups', popupMessages);
export { LayersPage } from '../../pages/admin/LayersPage.js';
export { LayerPage } from '../../pages/admin/LayerPage.js';
