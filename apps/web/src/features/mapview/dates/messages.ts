import { defineMessages } from '../../../i18n/defineMessages.js';

/** The texts of the survey dates of series layers: the time slider, date menu and layer rows. */
export const surveyDatesMessages = defineMessages({
  en: {
    label: 'Survey date',
    slider: 'Survey date shown',
    layerDates: 'Survey dates of {{name}}',
    shown: '{{date}} (shown)',
  },
  fr: {
    label: 'Date du levé',
    slider: 'Date du levé affiché',
    layerDates: 'Dates des levés de {{name}}',
    shown: '{{date}} (affiché)',
  },
  ga: {
    label: 'Dáta an tsuirbhé',
    slider: 'Dáta an tsuirbhé a thaispeántar',
    layerDates: 'Dátaí suirbhé {{name}}',
    shown: '{{date}} (á thaispeáint)',
  },
});
