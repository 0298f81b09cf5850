import { defineMessages } from '../../i18n/defineMessages.js';

/** The user menu's markup mail setting (loaded with its entry). */
export const markupNoticesMessages = defineMessages({
  en: {
    label: 'Mail me about markups',
    help: 'When one is assigned to you, and when yours change or get comments',
    failed: 'The setting could not be saved.',
  },
  fr: {
    label: 'M’écrire au sujet des annotations',
    help: 'Quand on vous en confie une, et quand les vôtres changent ou sont commentées',
    failed: 'Le réglage n’a pas pu être enregistré.',
  },
  ga: {
    label: 'Seol ríomhphost chugam faoi mharcálacha',
    help: 'Nuair a shanntar ceann duit, agus nuair a athraítear do chinn féin nó nuair a dhéantar trácht orthu',
    failed: 'Níorbh fhéidir an socrú a shábháil.',
  },
});
