/** Where a provider sends people back, which its admin registers there. */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback/';
/** Where the web app takes a completed sign-in's one-time code. */
export const SSO_COMPLETE_PATH = '/auth/login/sso/';

export interface SsoUrls {
  redirect_uri: string;
  post_logout_redirect_uri: string;
}

export function ssoUrls(origin: string): SsoUrls {
  return {
    redirect_uri: `${origin}${SSO_CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}/auth/login/`,
  };
}

/** The sign-in screen with the reason a single sign-in came back. */
export const loginWithError = (error: string) => `/auth/login/?sso_error=${error}`;
