import { defineMessages } from '../../i18n/defineMessages.js';

/** The texts of the 'Compare' map control. */
export const compareMessages = defineMessages({
  en: {
    control: 'Compare',
    title: 'Compare surveys',
    left: 'Left',
    right: 'Right',
    divider: 'Divider between the two surveys',
    nothing: 'This map needs two layers, or a layer with two survey dates, to compare.',
    close: 'Close',
  },
  fr: {
    control: 'Comparer',
    title: 'Comparer des relevés',
    left: 'Gauche',
    right: 'Droite',
    divider: 'Séparateur entre les deux relevés',
    nothing:
      'Il faut à cette carte deux couches, ou une couche à deux dates de relevé, pour comparer.',
    close: 'Fermer',
  },
  ga: {
    control: 'Cuir i gcomparáid',
    title: 'Suirbhéanna a chur i gcomparáid',
    left: 'Clé',
    right: 'Deas',
    divider: 'Deighilteoir idir an dá shuirbhé',
    nothing:
      'Teastaíonn dhá shraith, nó sraith le dhá dháta suirbhé, ón léarscáil seo le comparáid a dhéanamh.',
    close: 'Dún',
  },
});
