import type { Messages } from './en.js';

export const fr: Messages = {
  'auth.email': 'E-mail',
  'auth.password': 'Mot de passe',
  'auth.login': 'Connexion',
  'auth.logout': 'Déconnexion',
  'auth.signedInAs': 'Connecté en tant que {{name}}',
  'app.initialising': 'Initialisation...',
};
