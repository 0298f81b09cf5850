import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { Organisation } from '@waymark/contract';
import { NotFoundError } from '../lib/errors.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import type { Storage } from '../storage/storage.js';
import { receiveLogo } from '../uploads/receive-logo.js';
import type { Actor, AuditService } from './audit.service.js';
import { logoPng } from './logo-image.js';
import { logoUrl, logoVersion } from './organisation-logo.js';
import type { OrganisationService } from './organisation.service.js';
import type { Principal } from '../policies/principal.js';

/** A stored logo as the public GET serves it. */
export interface StoredLogo {
  /** Opened only when the bytes are sent (not for a 304). */
  open(): Promise<Readable>;
  sha256: string;
  /** Whether the `v` asked for names this logo: then its URL never serves anything else. */
  current: boolean;
}

/** Organisations' logos: uploaded by their admins, re-encoded as PNG, served to anyone. */
export class OrganisationLogoService {
  constructor(
    private readonly organisations: OrganisationService,
    private readonly repo: OrganisationRepository,
    private readonly storage: Storage,
    private readonly audit: AuditService,
  ) {}

  /** Who may change the organisation may change its logo; the upload is read only then. */
  async set(
    principal: Principal,
    id: number,
    openParts: () => AsyncIterableIterator<Multipart>,
    actor: Actor,
  ): Promise<Organisation> {
    await this.organisations.administered(principal, id);
    const png = await logoPng(await receiveLogo(openParts));
    const sha256 = createHash('sha256').update(png).digest('hex');
    // Named by content: a URL once served never serves other bytes (immutable caching).
    const key = `organisations/${id}/logo-${sha256}.png`;
    await this.storage.put(key, Readable.from([png]));
    const previous = await this.repo.replaceLogo(id, { key, sha256, url: logoUrl(id, sha256) });
    if (previous && previous !== key) await this.storage.delete([previous]);
    await this.audit.record(actor, 'organisation.logo_set', { type: 'organisation', id });
    return this.organisations.get(principal, id);
  }

  async remove(principal: Principal, id: number, actor: Actor): Promise<void> {
    await this.organisations.administered(principal, id);
    const previous = await this.repo.replaceLogo(id, null);
    if (previous) await this.storage.delete([previous]);
    await this.audit.record(actor, 'organisation.logo_remove', { type: 'organisation', id });
  }

  /** Branding is public (the sign-in page shows it): any organisation's logo, to anyone. */
  async read(id: number, version: string | undefined): Promise<StoredLogo> {
    const row = await this.repo.findById(id);
    if (!row?.logo_key || !row.logo_sha256) throw new NotFoundError();
    const key = row.logo_key;
    return {
      open: () => this.storage.get(key),
      sha256: row.logo_sha256,
      current: version === logoVersion(row.logo_sha256),
    };
  }
}
