import { defineMessages } from '../defineMessages.js';

/**
 * The tour's button, shown on the map page: mounted in the message files. The steps
 * (features/tour/messages.ts) load with the tour.
 */
export const tourShellMessages = defineMessages({
  en: {
    show: 'Show Tour',
  },
  fr: {
    show: 'Visite guidée',
  },
  ga: {
    show: 'Taispeáin an Turas',
  },
});
