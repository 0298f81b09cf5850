import { defineMessages } from '../../../i18n/defineMessages.js';

/**
 * The texts of a file's survey date in the layer's files lists (the layer form's table and the
 * viewer's files panel): registered when the survey date code loads.
 */
export const fileSurveyDateMessages = defineMessages({
  en: {
    title: 'Survey date',
    none: 'No date',
    fromFile: 'from the file',
    fromUser: 'set by hand',
    fromFileHint: 'Read from the file’s own metadata',
    fromUserHint: 'Set by a user',
    label: 'Survey date of {{name}}',
    change: 'Change the survey date of {{name}}',
    remove: 'Remove the survey date of {{name}}',
    save: 'Save the survey date',
    cancel: 'Cancel',
    saveFailed: 'The survey date could not be saved.',
  },
  fr: {
    title: 'Date du levé',
    none: 'Sans date',
    fromFile: 'du fichier',
    fromUser: 'saisie à la main',
    fromFileHint: 'Lue dans les métadonnées du fichier',
    fromUserHint: 'Saisie par un utilisateur',
    label: 'Date du levé de {{name}}',
    change: 'Modifier la date du levé de {{name}}',
    remove: 'Retirer la date du levé de {{name}}',
    save: 'Enregistrer la date du levé',
    cancel: 'Annuler',
    saveFailed: 'La date du levé n’a pas pu être enregistrée.',
  },
  ga: {
    title: 'Dáta an tsuirbhé',
    none: 'Gan dáta',
    fromFile: 'ón gcomhad',
    fromUser: 'socraithe de láimh',
    fromFileHint: 'Léite ó mheiteashonraí an chomhaid féin',
    fromUserHint: 'Socraithe ag úsáideoir',
    label: 'Dáta suirbhé {{name}}',
    change: 'Athraigh dáta suirbhé {{name}}',
    remove: 'Bain dáta suirbhé {{name}}',
    save: 'Sábháil dáta an tsuirbhé',
    cancel: 'Cealaigh',
    saveFailed: 'Níorbh fhéidir dáta an tsuirbhé a shábháil.',
  },
});
