import type { SsoRepository } from '../../repositories/sso.repository.js';

/**
 * Organisations that require single sign-on refuse their users' passwords: sign-in, reset and
 * change. Superusers keep theirs, so that a provider's outage never locks everyone out.
 */
export class SsoRequirement {
  constructor(private readonly sso: SsoRepository) {}

  /** Why this user may not use a password, or null. */
  async passwordRefusal(user: { id: number; is_superuser: boolean }): Promise<string | null> {
    if (user.is_superuser) return null;
    const required = await this.sso.requiredFor(user.id);
    return required ? refusalText(required) : null;
  }

  /**
   * Why an address may not have a password, by its domain alone (a reset asked for it): what
   * the sign-in screen's lookup already tells anyone, so it says nothing about the account.
   */
  async addressRefusal(email: string): Promise<string | null> {
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    const provider = await this.sso.findByEmailDomain(domain);
    return provider?.required ? refusalText(provider) : null;
  }
}

function refusalText(required: { organisation_name: string; display_name: string }): string {
  const name = required.display_name;
  return `${required.organisation_name} signs in with ${name} only: use “Sign in with ${name}”.`;
}
