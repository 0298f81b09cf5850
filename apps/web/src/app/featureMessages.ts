import { accessKeysMessages } from '../features/access-keys/messages.js';
import { bboxMessages } from '../map/bbox/messages.js';
import { compareMessages } from '../features/compare/messages.js';
import { crossSectionMessages } from '../features/cross-section/messages.js';
import { dataGridMessages } from '../components/data-grid/messages.js';
import { invitationsMessages } from '../features/invitations/messages.js';
import { fileSurveyDateMessages } from '../entities/layer-file/survey-date/messages.js';
import { layerFormMessages } from '../features/layer-form/messages.js';
import { logoutMessages } from '../features/auth/logoutMessages.js';
import { mapFilesMessages } from '../features/map-files/messages.js';
import { mapPdfMessages } from '../features/map-pdf/messages.js';
import { mapShareMessages } from '../features/map-share/messages.js';
import { mapSharesAdminMessages } from '../features/map-share/admin/messages.js';
import { mapsAdminMessages } from '../features/maps-admin/messages.js';
import { markupsMessages } from '../features/markups/messages.js';
import { markupWordsMessages } from '../entities/markup/messages.js';
import { markupOutboxMessages } from '../features/markups/outbox/messages.js';
import { markupNoticesMessages } from '../features/navigation/markupNoticesMessages.js';
import { markupCategoriesMessages } from '../features/organisations-admin/categories/messages.js';
import { measureMessages } from '../features/measure/messages.js';
import { modelPropertiesMessages } from '../components/model/messages.js';
import { minimapMessages } from '../features/minimap/messages.js';
import { offlineMessages } from '../features/offline/messages.js';
import { offlineShellMessages } from '../components/offline/messages.js';
import { organisationsAdminMessages } from '../features/organisations-admin/messages.js';
import { auditLogMessages } from '../features/audit-log/messages.js';
import { popupMessages } from '../features/popup/messages.js';
import { sceneMessages } from '../features/scene/messages.js';
import { ssoMessages } from '../features/auth/ssoMessages.js';
import { ssoSettingsMessages } from '../features/sso-settings/messages.js';
import { surveyDatesMessages } from '../features/mapview/dates/messages.js';
import { tourMessages } from '../features/tour/messages.js';
import { twoFactorMessages } from '../features/two-factor/messages.js';
import { uploadMessages } from '../features/upload/messages.js';
import { usersAdminMessages } from '../features/users-admin/messages.js';
import { viewersMessages } from '../features/popup/viewers/messages.js';
import { volumeMessages } from '../features/volume/messages.js';

/**
 * The texts features register when their code loads (registerMessages), by the key they are
 * mounted under: not in the message files, so that the JavaScript loaded before the first map
 * frame does not carry every dialog's texts in three languages.
 *
 * Only tests import this module (the app must not: it would bundle every feature's texts again);
 * the app takes the keys' types from it through the declaration below, which costs no bytes.
 */
export const featureMessages = {
  accessKeys: accessKeysMessages,
  auditLog: auditLogMessages,
  bbox: bboxMessages,
  compare: compareMessages,
  crossSection: crossSectionMessages,
  dataGrid: dataGridMessages,
  fileSurveyDate: fileSurveyDateMessages,
  invitations: invitationsMessages,
  layerForm: layerFormMessages,
  logout: logoutMessages,
  mapFiles: mapFilesMessages,
  mapPdf: mapPdfMessages,
  mapShare: mapShareMessages,
  mapSharesAdmin: mapSharesAdminMessages,
  mapsAdmin: mapsAdminMessages,
  markup: markupsMessages,
  markupWords: markupWordsMessages,
  markupNotices: markupNoticesMessages,
  markupCategories: markupCategoriesMessages,
  markupOutbox: markupOutboxMessages,
  measure: measureMessages,
  minimap: minimapMessages,
  modelProperties: modelPropertiesMessages,
  offline: offlineMessages,
  offlineShell: offlineShellMessages,
  organisationsAdmin: organisationsAdminMessages,
  popups: popupMessages,
  scene: sceneMessages,
  sso: ssoMessages,
  ssoSettings: ssoSettingsMessages,
  surveyDates: surveyDatesMessages,
  tour: tourMessages,
  twoFactor: twoFactorMessages,
  upload: uploadMessages,
  usersAdmin: usersAdminMessages,
  viewers: viewersMessages,
  volume: volumeMessages,
};

export type FeatureKey = keyof typeof featureMessages;

/** The English texts of each registered feature: their keys join those of the message files. */
export type LazyMessages = { [K in FeatureKey]: (typeof featureMessages)[K]['en'] };

// The registered keys, type-checked: registerMessages and t() take them from i18n's
// RegisteredMessages, which is declared empty below the features and filled in here.
declare module '../i18n/registeredMessages.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges LazyMessages in
  interface RegisteredMessages extends LazyMessages {}
}
