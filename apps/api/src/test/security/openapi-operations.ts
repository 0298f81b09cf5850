import type { FastifyInstance } from 'fastify';

/** A JSON schema as the OpenAPI document holds it (OpenAPI 3.0 dialect: `nullable`). */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The document's path template, e.g. /api/maps/{id}/ */
  path: string;
  /** 'GET /api/maps/{id}/', the key of the expectation tables. */
  key: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Takes a request body: JSON (`body`) or a multipart upload. */
  readsBody: boolean;
}

/** Every operation of the server's own OpenAPI document (what the web client is built from). */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          summary?: string;
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      const body = op.requestBody?.content?.['application/json']?.schema ?? null;
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        parameters: op.parameters ?? [],
        body,
        readsBody: body !== null || /multipart/i.test(op.summary ?? ''),
      });
    }
  }
  return operations;
}

/**
 * A path segment percent-encoded as a client would send it; a lone surrogate, which has no
 * UTF-8 form, as the bytes a hostile client would send for it.
 */
function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((c) =>
        /[\uD800-\uDFFF]/.test(c) && c.length === 1
          ? Buffer.from([
              0xed,
              0x80 | ((c.charCodeAt(0) >> 6) & 0x3f),
              0x80 | (c.charCodeAt(0) & 0x3f),
            ])
              .toString('hex')
              .replace(/(..)/g, '%$1')
              .toUpperCase()
          : encodeURIComponent(c),
      )
      .join('');
  }
}

/**
 * A value for every path parameter of the document: the ids given, and fixed values for the
 * rest (a tile address, an EPSG code, a pack archive's signed address).
 */
export function examplePathValues(ids: {
  map: number;
  layer: number;
  file: number;
  markup: number;
  attachment: number;
}): Record<string, string | number> {
  return {
    id: ids.map,
    layerId: ids.layer,
    fileId: ids.file,
    field: 'name',
    z: 10,
    x: 500,
    tile: '300.pbf',
    upload: `1x${'a'.repeat(32)}`,
    code: 25832,
    featureId: 1,
    fid: 1,
    tileMatrixSetId: 'WebMercatorQuad',
    tileMatrix: 10,
    tileRow: 330,
    tileCol: 500,
    markupId: ids.markup,
    attachmentId: ids.attachment,
    archiveId: 1,
    dataVersion: 1,
    expires: 1,
    signature: 'x',
    file: 'archive.pmtiles',
  };
}

/** The path with its {parameters} filled in (URL-encoded). */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeSegment(String(value));
  });
}
