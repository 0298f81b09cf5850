import { defineMessages } from '../defineMessages.js';

/**
 * The upload texts the map page shows before any interaction (the top bar's Upload button, a
 * layer's upload button and its processing badge): mounted in the message files. The rest of the
 * upload texts (features/upload/messages.ts) load with the upload dialogs.
 */
export const uploadShellMessages = defineMessages({
  en: {
    button: 'Upload',
    title: 'Upload files',
    uploadToLayer: 'Upload files to {{name}}',
    badge: {
      queued: 'Files of {{name}} are queued for processing',
      processing: 'Files of {{name}} are being processed: {{progress}}%',
    },
  },
  fr: {
    button: 'Téléverser',
    title: 'Téléverser des fichiers',
    uploadToLayer: 'Téléverser des fichiers dans {{name}}',
    badge: {
      queued: 'Les fichiers de {{name}} attendent leur traitement',
      processing: 'Les fichiers de {{name}} sont en cours de traitement : {{progress}} %',
    },
  },
  ga: {
    button: 'Uaslódáil',
    title: 'Uaslódáil comhaid',
    uploadToLayer: 'Uaslódáil comhaid chuig {{name}}',
    badge: {
      queued: 'Tá comhaid {{name}} sa scuaine le próiseáil',
      processing: 'Tá comhaid {{name}} á bpróiseáil: {{progress}}%',
    },
  },
});
