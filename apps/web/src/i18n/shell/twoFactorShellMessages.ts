import { defineMessages } from '../defineMessages.js';

/**
 * The two-factor texts of the app shell (the user menu's entry, the sign-in's code step): mounted
 * in the message files. The set-up's texts (features/two-factor/messages.ts) load with it.
 */
export const twoFactorShellMessages = defineMessages({
  en: {
    menu: 'Two-factor sign-in',
    login: {
      intro:
        'Enter the code your authenticator app shows for Waymark, or one of your recovery codes.',
      code: 'Authentication code',
      codeHelp: 'Six digits, or a recovery code',
      submit: 'Verify',
      back: 'Back',
    },
  },
  fr: {
    menu: 'Connexion à deux facteurs',
    login: {
      intro:
        'Saisissez le code que votre application d’authentification affiche pour Waymark, ou l’un de vos codes de secours.',
      code: 'Code d’authentification',
      codeHelp: 'Six chiffres, ou un code de secours',
      submit: 'Vérifier',
      back: 'Retour',
    },
  },
  ga: {
    menu: 'Síniú isteach dhá fhachtóir',
    login: {
      intro:
        'Cuir isteach an cód a thaispeánann d’aip fíordheimhnithe do Waymark, nó ceann de do chóid athshlánaithe.',
      code: 'Cód fíordheimhnithe',
      codeHelp: 'Sé dhigit, nó cód athshlánaithe',
      submit: 'Fíoraigh',
      back: 'Siar',
    },
  },
});
