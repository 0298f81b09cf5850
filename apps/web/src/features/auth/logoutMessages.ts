import { defineMessages } from '../../i18n/defineMessages.js';

/** The texts of Logout's question when markup changes made offline have not been sent. */
export const logoutMessages = defineMessages({
  en: {
    unsentTitle: 'Changes not sent',
    unsentText:
      'Markup changes waiting to be sent: {{count}}. Signing out removes them from this device; go back to send them when the network is back.',
    signOutAnyway: 'Sign out anyway',
    goBack: 'Go back',
  },
  fr: {
    unsentTitle: 'Modifications non envoyées',
    unsentText:
      'Modifications d’annotations en attente d’envoi : {{count}}. La déconnexion les supprime de cet appareil ; revenez en arrière pour les envoyer au retour du réseau.',
    signOutAnyway: 'Se déconnecter quand même',
    goBack: 'Revenir',
  },
  ga: {
    unsentTitle: 'Athruithe nár seoladh',
    unsentText:
      'Athruithe ar mharcálacha ag fanacht le seoladh: {{count}}. Bainfidh síniú amach den ghléas seo iad; téigh ar ais chun iad a sheoladh nuair a bheidh an líonra ar ais.',
    signOutAnyway: 'Sínigh amach mar sin féin',
    goBack: 'Téigh ar ais',
  },
});
