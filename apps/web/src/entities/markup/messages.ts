import { defineMessages } from '../../i18n/defineMessages.js';

/** The words of markups that several screens use: statuses, category icons. */
export const markupWordsMessages = defineMessages({
  en: {
    status: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved', closed: 'Closed' },
    icons: {
      defect: 'Defect',
      observation: 'Observation',
      hazard: 'Hazard',
      question: 'Question',
      flag: 'Flag',
      pin: 'Pin',
    },
  },
  fr: {
    status: { open: 'Ouverte', in_progress: 'En cours', resolved: 'Résolue', closed: 'Fermée' },
    icons: {
      defect: 'Défaut',
      observation: 'Observation',
      hazard: 'Danger',
      question: 'Question',
      flag: 'Drapeau',
      pin: 'Épingle',
    },
  },
  ga: {
    status: { open: 'Oscailte', in_progress: 'Ar siúl', resolved: 'Réitithe', closed: 'Dúnta' },
    icons: {
      defect: 'Locht',
      observation: 'Breathnóireacht',
      hazard: 'Guais',
      question: 'Ceist',
      flag: 'Bratach',
      pin: 'Biorán',
    },
  },
});
