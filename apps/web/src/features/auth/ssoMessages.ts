import { defineMessages } from '../../i18n/defineMessages.js';

/** The texts of signing in through an organisation's identity provider. */
export const ssoMessages = defineMessages({
  en: {
    signInWith: 'Sign in with {{name}}',
    or: 'or',
    emailFirst: 'Addresses at {{domain}} sign in with {{name}}.',
    emailFirstRequired: '{{organisation}} signs in with {{name}} only.',
    continueWith: 'Continue with {{name}}',
    completing: 'Signing you in…',
    errors: {
      refused: 'The identity provider did not sign you in.',
      invalid: 'The identity provider’s answer could not be trusted, so you were not signed in.',
      expired: 'That sign-in took too long or was already used. Sign in again.',
      no_account: 'You have no account in this organisation yet. Ask its administrator to add you.',
      superuser: 'Superusers sign in with their password, not through an identity provider.',
      inactive: 'Your account is deactivated.',
      unavailable: 'The identity provider cannot be reached. Try again later.',
    },
  },
  fr: {
    signInWith: 'Se connecter avec {{name}}',
    or: 'ou',
    emailFirst: 'Les adresses en {{domain}} se connectent avec {{name}}.',
    emailFirstRequired: '{{organisation}} se connecte uniquement avec {{name}}.',
    continueWith: 'Continuer avec {{name}}',
    completing: 'Connexion en cours…',
    errors: {
      refused: 'Le fournisseur d’identité ne vous a pas connecté.',
      invalid:
        'La réponse du fournisseur d’identité n’était pas digne de confiance : vous n’avez pas été connecté.',
      expired: 'Cette connexion a pris trop de temps ou a déjà servi. Connectez-vous à nouveau.',
      no_account:
        'Vous n’avez pas encore de compte dans cette organisation. Demandez à son administrateur de vous ajouter.',
      superuser:
        'Les superutilisateurs se connectent avec leur mot de passe, pas par un fournisseur d’identité.',
      inactive: 'Votre compte est désactivé.',
      unavailable: 'Le fournisseur d’identité est injoignable. Réessayez plus tard.',
    },
  },
  ga: {
    signInWith: 'Sínigh isteach le {{name}}',
    or: 'nó',
    emailFirst: 'Síníonn seoltaí ag {{domain}} isteach le {{name}}.',
    emailFirstRequired: 'Síníonn {{organisation}} isteach le {{name}} amháin.',
    continueWith: 'Lean ar aghaidh le {{name}}',
    completing: 'Do shíniú isteach…',
    errors: {
      refused: 'Níor shínigh an soláthraí aitheantais isteach thú.',
      invalid:
        'Níorbh fhéidir muinín a bheith as freagra an tsoláthraí aitheantais, mar sin níor síníodh isteach thú.',
      expired: 'Thóg an síniú isteach sin rófhada nó úsáideadh cheana é. Sínigh isteach arís.',
      no_account: 'Níl cuntas agat san eagraíocht seo fós. Iarr ar a riarthóir thú a chur leis.',
      superuser: 'Síníonn sárúsáideoirí isteach lena bpasfhocal, ní trí sholáthraí aitheantais.',
      inactive: 'Tá do chuntas díghníomhachtaithe.',
      unavailable: 'Ní féidir teacht ar an soláthraí aitheantais. Bain triail eile as ar ball.',
    },
  },
});
