import { defineMessages } from '../../i18n/defineMessages.js';

/** The texts of the minimap (section 9: 'Satellite Map', 'Street Map'). */
export const minimapMessages = defineMessages({
  en: { label: 'Overview map', satellite: 'Satellite Map', street: 'Street Map' },
  fr: { label: "Carte d'ensemble", satellite: 'Carte satellite', street: 'Plan des rues' },
  ga: {
    label: 'Léarscáil forléargais',
    satellite: 'Léarscáil satailíte',
    street: 'Léarscáil sráide',
  },
});
