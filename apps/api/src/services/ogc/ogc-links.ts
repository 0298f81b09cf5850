export const MEDIA = {
  json: 'application/json',
  geojson: 'application/geo+json',
  schema: 'application/schema+json',
  openapi: 'application/vnd.oai.openapi+json;version=3.0',
  html: 'text/html',
  mvt: 'application/vnd.mapbox-vector-tile',
  png: 'image/png',
} as const;

export interface Link {
  href: string;
  rel: string;
  type?: string;
  title?: string;
  templated?: boolean;
}

/**
 * Where a request's links point: absolute URLs (GDAL and QGIS follow links as given) under one
 * organisation's OGC root, carrying the caller's `key` parameter when it came that way, so that
 * a tool which authenticates by URL can follow them.
 */
export class OgcLinks {
  constructor(
    readonly origin: string,
    readonly organisationId: number,
    private readonly key: string | null,
  ) {}

  /** The same caller's links under another organisation's root. */
  forOrganisation(organisationId: number): OgcLinks {
    return new OgcLinks(this.origin, organisationId, this.key);
  }

  get root(): string {
    return `${this.origin}/api/ogc/organisations/${this.organisationId}`;
  }

  /** A URL under the root, with query parameters (and the key). */
  url(path: string, params: Record<string, string> = {}): string {
    return this.absolute(`${this.root}${path}`, params);
  }

  /** Any URL of ours (a template may hold {z}/{x}/{y}: they are kept unescaped). */
  absolute(url: string, params: Record<string, string> = {}): string {
    const query = new URLSearchParams(params);
    if (this.key !== null) query.set('key', this.key);
    const text = query.toString();
    return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
  }

  link(path: string, rel: string, type: string, title?: string): Link {
    return { href: this.url(path), rel, type, ...(title ? { title } : {}) };
  }

  /**
   * The same request's URL with other parameters: next pages. Its own query (the key, if any,
   * included) is kept, as given.
   */
  sameRequest(requestUrl: string, changes: Record<string, string>): string {
    const url = new URL(requestUrl, this.origin);
    for (const [name, value] of Object.entries(changes)) url.searchParams.set(name, value);
    return `${this.origin}${url.pathname}${url.search}`;
  }
}
