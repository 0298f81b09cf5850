import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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
 * The headers helmet sets for `options`, worked out once: they depend on nothing of the request.
 * (@fastify/helmet built helmet's middleware, and parsed its CSP, again for every request: 12 %
 * of the api's CPU time on a tile from its cache.)
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const collect = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, collect as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers on every answer (helmet). The Content-Security-Policy forbids inline script
 * and eval: the web app is one module script and /config.js. MapLibre runs its workers from
 * blob: URLs and reads tiles with fetch; MUI injects style elements. HSTS only when the request
 * came over TLS (directly, or through a proxy trusted by TRUST_PROXY).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { tileOrigins, reportOrigins = [] }: SecurityHeaderOptions,
): void {
  const headers = helmetHeaders({
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
  // On the raw answer, as soon as the request arrives: also answers a route writes itself.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') {
      reply.raw.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    done();
  });
}
