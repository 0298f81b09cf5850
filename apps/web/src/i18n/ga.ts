import type { Messages } from './en.js';

export const ga: Messages = {
  'auth.email': 'Ríomhphost',
  'auth.password': 'Pasfhocal',
  'auth.login': 'Logáil isteach',
  'auth.logout': 'Logáil amach',
  'auth.signedInAs': 'Logáilte isteach mar {{name}}',
  'app.initialising': 'Ag tosú...',
};
