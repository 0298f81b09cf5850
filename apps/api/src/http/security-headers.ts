import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** The origins (scheme://host[:port]) of http(s) URLs found anywhere in a value. */
export function originsIn(value: unknown): string[] {
  const found = new Set<string>();
  const visit = (v: unknown) => {
    if (typeof v === 'string') {
      for (const match of v.matchAll(/https?:\/\/[^/\s"'{}]+/g)) found.add(match[0]);
    } else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(value);
  return [...found];
}

export interface SecurityHeaderOptions {
  /** Origins the web app may load map tiles from (the configured basemaps). */
  tileOrigins: readonly string[];
  /** Origins the web app sends its error reports to (the browser DSN's). */
  reportOrigins?: readonly string[];
}

/**
 * Security headers on every answer (@fastify/helmet). The Content-Security-Policy forbids
 * inline script and eval: the web app is one module script and /config.js. MapLibre runs its
 * workers from blob: URLs and reads tiles with fetch; MUI injects style elements. HSTS only
 * when the request came over TLS (directly, or through a proxy trusted by TRUST_PROXY).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { tileOrigins, reportOrigins = [] }: SecurityHeaderOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly (the point-cloud decoder, the IFC reader) without JavaScript eval.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...tileOrigins, ...reportOrigins],
        mediaSrc: ["'self'", 'blob:'],
        // Files (PDFs) are shown from blob: URLs of what the app fetched with its token; popups
        // show external sites (exturl attributes) in sandboxed frames, https only.
        frameSrc: ["'self'", 'blob:', 'https:'],
        objectSrc: ["'self'", 'blob:'],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // Tiles and files are fetched by the app itself; map tools on other origins use tokens.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      void reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}
