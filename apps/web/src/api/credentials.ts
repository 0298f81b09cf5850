/**
 * What the client needs of the session, which lives above it (entities/session): the header that
 * authenticates a request, and forgetting a token the server refused. The app provides both at
 * startup (app/startup.ts, wireCredentials), before any request is made.
 */
export interface Credentials {
  /** The authentication header of section 7, or null when there is none to send. */
  header(): [string, string] | null;
  /** Forgets the stored auth token (the server answered that it is invalid). */
  forget(): void;
}

let credentials: Credentials = { header: () => null, forget: () => undefined };

export function provideCredentials(provided: Credentials): void {
  credentials = provided;
}

export function authenticationHeader(): [string, string] | null {
  return credentials.header();
}

export function forgetToken(): void {
  credentials.forget();
}
