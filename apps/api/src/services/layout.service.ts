import { DEFAULT_LAYOUT, type Layout } from '@waymark/contract';
import { NotFoundError } from '../lib/errors.js';
import type { LayoutRepository } from '../repositories/layout.repository.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import { presentLayout } from './presenters.js';

/** Missing keys of a stored layout fall back to the built-in one, theme colours included. */
function complete(layout: Layout | null): Layout {
  const own = layout ?? {};
  const themes = {
    light: { ...DEFAULT_LAYOUT.themes?.light, ...own.themes?.light },
    dark: { ...DEFAULT_LAYOUT.themes?.dark, ...own.themes?.dark },
  };
  return { ...DEFAULT_LAYOUT, ...own, themes };
}

export class LayoutService {
  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly layouts: LayoutRepository,
  ) {}

  /** The organisation's layout, else the host's, else the built-in one. */
  async forOrganisation(organisationId: number, host: string): Promise<Layout> {
    const org = await this.organisations.findById(organisationId);
    if (!org) throw new NotFoundError();
    const own = presentLayout(org.layout);
    if (own) return complete(own);
    return complete(await this.hostLayout(host));
  }

  /**
   * By host: the layout of the organisation on that domain, else the host layout, else the
   * built-in one when some organisation uses the domain; an unknown host has no layout (404).
   */
  async forHost(host: string): Promise<Layout> {
    const org = await this.findOrganisationByHost(host);
    const own = presentLayout(org?.layout);
    if (own) return complete(own);
    const hostLayout = await this.hostLayout(host);
    if (hostLayout) return complete(hostLayout);
    if (org) return complete(null);
    throw new NotFoundError();
  }

  /** Whether any organisation or host layout claims this host (used to trust Host for links). */
  async isKnownHost(host: string): Promise<boolean> {
    return (
      (await this.findOrganisationByHost(host)) !== undefined ||
      (await this.hostLayout(host)) !== null
    );
  }

  /** The organisation this host belongs to, if any (its sign-in screen offers its provider). */
  async organisationIdOfHost(host: string): Promise<number | undefined> {
    return (await this.findOrganisationByHost(host))?.id;
  }

  private async hostLayout(host: string): Promise<Layout | null> {
    for (const candidate of hostCandidates(host)) {
      const layout = presentLayout(await this.layouts.findHostLayout(candidate));
      if (layout) return layout;
    }
    return null;
  }

  private async findOrganisationByHost(host: string) {
    for (const candidate of hostCandidates(host)) {
      const org = await this.organisations.findByHost(candidate);
      if (org) return org;
    }
    return undefined;
  }
}

/** 'example.org:8080' matches an entry for 'example.org:8080' first, then for 'example.org'. */
export function hostCandidates(host: string): string[] {
  const lower = host.toLowerCase();
  const withoutPort = lower.replace(/:\d+$/, '');
  return withoutPort === lower ? [lower] : [lower, withoutPort];
}
