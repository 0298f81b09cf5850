export const en = {
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.login': 'Login',
  'auth.logout': 'Logout',
  'auth.signedInAs': 'Signed in as {{name}}',
  'app.initialising': 'Initialising...',
};
export type Messages = typeof en;
