import { defineMessages } from '../defineMessages.js';

/**
 * The access-key texts of the app shell (the user menu's entry, a layer's 'Use in QGIS / ArcGIS'
 * button): mounted in the message files. The dialogs' texts (features/access-keys/messages.ts) load with them.
 */
export const accessKeysShellMessages = defineMessages({
  en: {
    menu: 'Access keys',
    gis: {
      open: 'Use in QGIS / ArcGIS',
    },
  },
  fr: {
    menu: 'Clés d’accès',
    gis: {
      open: 'Utiliser dans QGIS / ArcGIS',
    },
  },
  ga: {
    menu: 'Eochracha rochtana',
    gis: {
      open: 'Úsáid in QGIS / ArcGIS',
    },
  },
});
