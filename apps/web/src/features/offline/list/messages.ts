import { defineMessages } from '../../../i18n/defineMessages.js';

/** The texts of 'Offline maps' (offline.list): what this browser keeps. */
export const offlineListMessages = defineMessages({
  en: {
    title: 'Offline maps',
    menu: 'Offline maps',
    empty: 'No map is available offline yet. Open a map and choose ‘Make available offline’.',
    name: 'Map',
    stored: 'Stored',
    size: 'Size',
    version: 'Version',
    current: 'Up to date',
    newer: 'A newer version exists',
    unchecked: 'Not checked: offline',
    open: 'Open',
    removeNamed: 'Remove {{name}}',
    updateNamed: 'Update {{name}}',
  },
  fr: {
    title: 'Cartes hors ligne',
    menu: 'Cartes hors ligne',
    empty:
      'Aucune carte n’est encore disponible hors ligne. Ouvrez une carte et choisissez « Rendre disponible hors ligne ».',
    name: 'Carte',
    stored: 'Enregistrée',
    size: 'Taille',
    version: 'Version à jour ?',
    current: 'À jour',
    newer: 'Une version plus récente existe',
    unchecked: 'Non vérifiée : hors ligne',
    open: 'Ouvrir',
    removeNamed: 'Supprimer {{name}}',
    updateNamed: 'Mettre à jour {{name}}',
  },
  ga: {
    title: 'Léarscáileanna as líne',
    menu: 'Léarscáileanna as líne',
    empty:
      'Níl aon léarscáil ar fáil as líne fós. Oscail léarscáil agus roghnaigh ‘Cuir ar fáil as líne’.',
    name: 'Léarscáil',
    stored: 'Stóráilte',
    size: 'Méid',
    version: 'Leagan',
    current: 'Cothrom le dáta',
    newer: 'Tá leagan níos nuaí ann',
    unchecked: 'Gan seiceáil: as líne',
    open: 'Oscail',
    removeNamed: 'Bain {{name}}',
    updateNamed: 'Nuashonraigh {{name}}',
  },
});
