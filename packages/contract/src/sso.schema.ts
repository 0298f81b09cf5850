import { z } from 'zod';
import { PERMISSIONS } from './permissions.js';

/** Longest issuer URL, client id or claim name an organisation may give. */
export const SSO_TEXT_MAX = 500;
export const SSO_GROUP_RULES_MAX = 50;
export const SSO_EMAIL_DOMAINS_MAX = 20;

const claimName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_:./-]+$/, 'Enter a claim name (letters, digits, _ : . / -).');

const emailDomain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^([a-z0-9-]+\.)+[a-z]{2,63}$/, 'Enter a domain such as example.com.');

export const ssoGroupRule = z.object({
  group: z.string().trim().min(1).max(200),
  permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length),
});
export type SsoGroupRule = z.infer<typeof ssoGroupRule>;

const issuerUrl = z
  .string()
  .trim()
  .max(SSO_TEXT_MAX)
  .url('Enter the provider’s issuer URL, such as https://login.example.com/realms/staff.')
  .refine((url) => /^https?:\/\//i.test(url), 'The issuer URL must start with https://.');

/** What an admin saves; the client secret is written only, never read back. */
export const ssoSettingsBody = z.object({
  display_name: z.string().trim().min(1).max(100),
  issuer: issuerUrl,
  client_id: z.string().trim().min(1).max(SSO_TEXT_MAX),
  /** Omitted: keep the stored one. Empty: a public client (PKCE alone). */
  client_secret: z.string().max(SSO_TEXT_MAX).optional(),
  scopes: z
    .string()
    .trim()
    .max(SSO_TEXT_MAX)
    .regex(/(^|\s)openid(\s|$)/, 'The scopes must include openid.'),
  email_claim: claimName,
  groups_claim: claimName,
  group_permissions: z.array(ssoGroupRule).max(SSO_GROUP_RULES_MAX),
  admin_groups: z.array(z.string().trim().min(1).max(200)).max(SSO_GROUP_RULES_MAX),
  email_domains: z.array(emailDomain).max(SSO_EMAIL_DOMAINS_MAX),
  create_accounts: z.boolean(),
  required: z.boolean(),
});
export type SsoSettingsBody = z.infer<typeof ssoSettingsBody>;

/** The stored settings as the API shows them, with the URLs to register at the provider. */
export const ssoSettings = ssoSettingsBody.omit({ client_secret: true }).extend({
  has_client_secret: z.boolean(),
  redirect_uri: z.string(),
  post_logout_redirect_uri: z.string(),
  updated_at: z.string(),
});
export type SsoSettings = z.infer<typeof ssoSettings>;

/** An organisation's answer: its settings, or none yet (with the URLs to register). */
export const ssoSettingsAnswer = z.object({
  settings: ssoSettings.nullable(),
  redirect_uri: z.string(),
  post_logout_redirect_uri: z.string(),
});
export type SsoSettingsAnswer = z.infer<typeof ssoSettingsAnswer>;

export const ssoTestBody = z.object({ issuer: issuerUrl });

/** What discovery found at an issuer. */
export const ssoTestResult = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string().nullable(),
  userinfo_endpoint: z.string().nullable(),
  end_session_endpoint: z.string().nullable(),
  jwks_uri: z.string().nullable(),
  scopes_supported: z.array(z.string()),
  code_challenge_methods_supported: z.array(z.string()),
});
export type SsoTestResult = z.infer<typeof ssoTestResult>;

/** A provider the sign-in screen offers. */
export const ssoProvider = z.object({
  organisation_id: z.number().int(),
  organisation_name: z.string(),
  display_name: z.string(),
  start_url: z.string(),
  required: z.boolean(),
});
export type SsoProvider = z.infer<typeof ssoProvider>;

export const ssoProviders = z.object({ providers: z.array(ssoProvider) });
export const ssoLookupBody = z.object({ email: z.string().trim().max(254) });
export const ssoLookupAnswer = z.object({ provider: ssoProvider.nullable() });

export const ssoStartQuery = z.object({
  /** Where to go after signing in: a path of this site only. */
  next: z
    .string()
    .max(2000)
    .regex(/^\/([^/\\].*)?$/, 'A path on this site.')
    .optional(),
});

export const ssoCallbackQuery = z
  .object({
    state: z.string().max(200).optional(),
    code: z.string().max(4000).optional(),
    error: z.string().max(200).optional(),
    error_description: z.string().max(2000).optional(),
  })
  .passthrough();

/** The web app trades the callback's one-time code for its token. */
export const ssoExchangeBody = z.object({ code: z.string().regex(/^[0-9a-f]{40}$/) });
export const ssoExchangeAnswer = z.object({ key: z.string(), next: z.string() });

/** Why a single sign-in came back to the sign-in screen (the `sso_error` query parameter). */
export const SSO_ERRORS = [
  'refused',
  'invalid',
  'expired',
  'no_account',
  'superuser',
  'inactive',
  'unavailable',
] as const;
export type SsoError = (typeof SSO_ERRORS)[number];
