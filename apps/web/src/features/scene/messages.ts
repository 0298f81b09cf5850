import { defineMessages } from '../../i18n/defineMessages.js';

/** The texts of the viewer's 3D view: its toggle and the bar that shows while it is on. */
export const sceneMessages = defineMessages({
  en: {
    toggle: '3D view',
    title: '3D',
    terrain: 'Terrain: {{layer}}',
    flat: 'No DTM is on: the map is tilted without terrain.',
    exaggeration: 'Vertical exaggeration',
    times: '×{{value}}',
    hint: 'Tilt and turn: right-drag, or Ctrl and drag.',
  },
  fr: {
    toggle: 'Vue 3D',
    title: '3D',
    terrain: 'Relief : {{layer}}',
    flat: 'Aucun MNT n’est affiché : la carte est inclinée sans relief.',
    exaggeration: 'Exagération verticale',
    times: '×{{value}}',
    hint: 'Incliner et tourner : glisser avec le bouton droit, ou Ctrl et glisser.',
  },
  ga: {
    toggle: 'Amharc 3T',
    title: '3T',
    terrain: 'Tír-raon: {{layer}}',
    flat: 'Níl aon DTM ar siúl: tá an léarscáil claonta gan tír-raon.',
    exaggeration: 'Áibhéil ingearach',
    times: '×{{value}}',
    hint: 'Claon agus cas: tarraing leis an gcnaipe deas, nó Ctrl agus tarraing.',
  },
});
