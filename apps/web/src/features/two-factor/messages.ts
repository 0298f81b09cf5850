import { defineMessages } from '../../i18n/defineMessages.js';

/**
 * The texts of two-factor sign-in's set-up and turning off (the account menu's dialog, and the
 * screen of a session that must set it up first): registered when they load. The menu entry and
 * the sign-in's code step are in i18n/shell/.
 */
export const twoFactorMessages = defineMessages({
  en: {
    title: 'Two-factor sign-in',
    intro:
      'Two-factor sign-in asks for a code from an authenticator app on your phone each time you sign in with your password: a stolen password alone no longer opens your account.',
    off: 'Two-factor sign-in is off.',
    on: 'Two-factor sign-in is on.',
    start: 'Set up',
    failed: 'Something went wrong. Please try again.',
    scan: {
      heading: 'Scan this code with your authenticator app',
      qrLabel: 'QR code of your secret key',
      manual: 'Or type this key into the app',
      secret: 'Secret key',
      confirmIntro: 'Then enter the six-digit code the app shows.',
      submit: 'Turn on',
    },
    codes: {
      heading: 'Your recovery codes',
      warning:
        'Keep these codes somewhere safe: each signs you in once if you lose your phone. They will not be shown again.',
      label: 'Recovery codes',
      copy: 'Copy',
      copied: 'Copied',
      copyFailed: 'Copying was refused: select the codes and copy them with Ctrl+C.',
      download: 'Download',
      fileHeading: 'Waymark recovery codes for {{email}}',
      done: 'Done',
    },
    disable: {
      intro: 'To turn it off, enter a code from your app or one of your recovery codes.',
      submit: 'Turn off',
    },
    required: {
      title: 'Set up two-factor sign-in',
      intro:
        'Your organisation requires two-factor sign-in. Set it up with an authenticator app on your phone to go on using Waymark.',
      signOut: 'Sign out',
    },
    close: 'Close',
  },
  fr: {
    title: 'Connexion à deux facteurs',
    intro:
      'La connexion à deux facteurs demande un code d’une application d’authentification sur votre téléphone à chaque connexion par mot de passe : un mot de passe volé ne suffit plus à ouvrir votre compte.',
    off: 'La connexion à deux facteurs est désactivée.',
    on: 'La connexion à deux facteurs est activée.',
    start: 'Configurer',
    failed: 'Une erreur est survenue. Veuillez réessayer.',
    scan: {
      heading: 'Scannez ce code avec votre application d’authentification',
      qrLabel: 'Code QR de votre clé secrète',
      manual: 'Ou saisissez cette clé dans l’application',
      secret: 'Clé secrète',
      confirmIntro: 'Puis saisissez le code à six chiffres affiché par l’application.',
      submit: 'Activer',
    },
    codes: {
      heading: 'Vos codes de secours',
      warning:
        'Conservez ces codes en lieu sûr : chacun vous connecte une fois si vous perdez votre téléphone. Ils ne seront plus affichés.',
      label: 'Codes de secours',
      copy: 'Copier',
      copied: 'Copiés',
      copyFailed: 'La copie a été refusée : sélectionnez les codes et copiez-les avec Ctrl+C.',
      download: 'Télécharger',
      fileHeading: 'Codes de secours Waymark de {{email}}',
      done: 'Terminé',
    },
    disable: {
      intro:
        'Pour la désactiver, saisissez un code de l’application ou l’un de vos codes de secours.',
      submit: 'Désactiver',
    },
    required: {
      title: 'Configurez la connexion à deux facteurs',
      intro:
        'Votre organisation exige la connexion à deux facteurs. Configurez-la avec une application d’authentification sur votre téléphone pour continuer à utiliser Waymark.',
      signOut: 'Se déconnecter',
    },
    close: 'Fermer',
  },
  ga: {
    title: 'Síniú isteach dhá fhachtóir',
    intro:
      'Iarrann síniú isteach dhá fhachtóir cód ó aip fíordheimhnithe ar do ghuthán gach uair a shíníonn tú isteach le do phasfhocal: ní leor pasfhocal goidte leis féin chun do chuntas a oscailt.',
    off: 'Tá síniú isteach dhá fhachtóir múchta.',
    on: 'Tá síniú isteach dhá fhachtóir ar siúl.',
    start: 'Socraigh',
    failed: 'Tharla earráid. Bain triail eile as.',
    scan: {
      heading: 'Scan an cód seo le d’aip fíordheimhnithe',
      qrLabel: 'Cód QR d’eochrach rúnda',
      manual: 'Nó clóscríobh an eochair seo isteach san aip',
      secret: 'Eochair rúnda',
      confirmIntro: 'Ansin cuir isteach an cód sé dhigit a thaispeánann an aip.',
      submit: 'Cuir ar siúl',
    },
    codes: {
      heading: 'Do chóid athshlánaithe',
      warning:
        'Coinnigh na cóid seo in áit shábháilte: síneoidh gach ceann acu isteach thú uair amháin má chailleann tú do ghuthán. Ní thaispeánfar arís iad.',
      label: 'Cóid athshlánaithe',
      copy: 'Cóipeáil',
      copied: 'Cóipeáilte',
      copyFailed: 'Diúltaíodh don chóipeáil: roghnaigh na cóid agus cóipeáil iad le Ctrl+C.',
      download: 'Íoslódáil',
      fileHeading: 'Cóid athshlánaithe Waymark do {{email}}',
      done: 'Déanta',
    },
    disable: {
      intro: 'Chun é a mhúchadh, cuir isteach cód ó d’aip nó ceann de do chóid athshlánaithe.',
      submit: 'Múch',
    },
    required: {
      title: 'Socraigh síniú isteach dhá fhachtóir',
      intro:
        'Éilíonn d’eagraíocht síniú isteach dhá fhachtóir. Socraigh é le haip fíordheimhnithe ar do ghuthán chun leanúint ar aghaidh ag úsáid Waymark.',
      signOut: 'Sínigh amach',
    },
    close: 'Dún',
  },
});
