import { defineMessages } from '../../i18n/defineMessages.js';

/** The texts of the offline indicator and of the screens that need the network. */
export const offlineShellMessages = defineMessages({
  en: {
    indicator: 'You are offline',
    notAvailable: 'Not available offline',
    screen: 'This screen needs the network. It opens again once you are back online.',
    upload: 'Uploading files needs the network. Try again once you are back online.',
    placeSearch: 'Searching for places is not available offline.',
  },
  fr: {
    indicator: 'Vous êtes hors ligne',
    notAvailable: 'Non disponible hors ligne',
    screen: 'Cet écran a besoin du réseau. Il s’ouvrira de nouveau dès que vous serez en ligne.',
    upload:
      'L’envoi de fichiers a besoin du réseau. Réessayez dès que vous serez de nouveau en ligne.',
    placeSearch: 'La recherche de lieux n’est pas disponible hors ligne.',
  },
  ga: {
    indicator: 'Tá tú as líne',
    notAvailable: 'Níl sé ar fáil as líne',
    screen: 'Teastaíonn an líonra ón scáileán seo. Osclófar arís é nuair a bheidh tú ar líne arís.',
    upload:
      'Teastaíonn an líonra chun comhaid a uaslódáil. Bain triail eile as nuair a bheidh tú ar líne arís.',
    placeSearch: 'Níl cuardach áiteanna ar fáil as líne.',
  },
});
