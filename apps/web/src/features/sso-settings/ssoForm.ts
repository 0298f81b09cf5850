import { PERMISSIONS } from '@waymark/contract';
import type { SsoSettings, SsoSettingsBody } from '@waymark/contract/sso';
import { z } from 'zod';

/** The form's values: the stored settings, and a secret typed anew (never the stored one). */
export const ssoFormSchema = z.object({
  display_name: z.string().trim().min(1).max(100),
  issuer: z.string().trim().min(1).max(500),
  client_id: z.string().trim().min(1).max(500),
  client_secret: z.string().max(500),
  remove_secret: z.boolean(),
  scopes: z.string().trim().min(1).max(500),
  email_claim: z.string().trim().min(1).max(100),
  groups_claim: z.string().trim().min(1).max(100),
  group_permissions: z.array(
    z.object({
      group: z.string().trim().min(1).max(200),
      permissions: z.array(z.enum(PERMISSIONS)),
    }),
  ),
  admin_groups: z.array(z.string()),
  email_domains: z.array(z.string()),
  create_accounts: z.boolean(),
  required: z.boolean(),
});
export type SsoFormValues = z.infer<typeof ssoFormSchema>;

/** Fields the server's 400 answers may name, shown under them. */
export const SSO_FORM_FIELDS = [
  'display_name',
  'issuer',
  'client_id',
  'client_secret',
  'scopes',
  'email_claim',
  'groups_claim',
  'group_permissions',
  'admin_groups',
  'email_domains',
] as const;

export function ssoFormValues(settings: SsoSettings | null): SsoFormValues {
  return {
    display_name: settings?.display_name ?? '',
    issuer: settings?.issuer ?? '',
    client_id: settings?.client_id ?? '',
    client_secret: '',
    remove_secret: false,
    scopes: settings?.scopes ?? 'openid email profile',
    email_claim: settings?.email_claim ?? 'email',
    groups_claim: settings?.groups_claim ?? 'groups',
    group_permissions: settings?.group_permissions ?? [],
    admin_groups: settings?.admin_groups ?? [],
    email_domains: settings?.email_domains ?? [],
    create_accounts: settings?.create_accounts ?? false,
    required: settings?.required ?? false,
  };
}

/** The PUT body: the secret only when typed (or removed), so that a stored one is kept. */
export function ssoPayload(values: SsoFormValues): SsoSettingsBody {
  const { client_secret, remove_secret, ...rest } = values;
  const secret = remove_secret ? '' : client_secret || undefined;
  return { ...rest, ...(secret !== undefined && { client_secret: secret }) };
}
