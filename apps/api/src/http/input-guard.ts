import type { FastifyInstance } from 'fastify';
import { HttpError, NotFoundError, ValidationError } from '../lib/errors.js';
import { textProblem } from '../lib/text-problem.js';

/** Deeper than any payload of the API (a MapLibre expression nests a dozen levels at most). */
export const MAX_JSON_DEPTH = 64;
/** Longer than any list of the API (file ids, style layers, sub-layers, filter expressions). */
export const MAX_JSON_ITEMS = 10_000;

const DEPTH_TEXT = `The value is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;
const KEY_TEXT = 'This key is not allowed.';
const ITEMS_TEXT = `The list is too long (at most ${MAX_JSON_ITEMS} items).`;

interface Problem {
  path: string;
  message: string;
}

/**
 * The first problem of a parsed JSON value, found without recursion (so that no nesting depth
 * can overflow the stack): too deep, a list too long, a text with NUL or a lone surrogate, or a
 * `__proto__` key.
 * `path` is dotted as the field errors of validation are ('style.0.paint').
 */
export function jsonProblem(value: unknown): Problem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) return { path: fieldOf(path), message };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) return { path: fieldOf(path), message: DEPTH_TEXT };
    if (Array.isArray(current) && current.length > MAX_JSON_ITEMS) {
      return { path: fieldOf(path), message: ITEMS_TEXT };
    }
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    for (const [key, item] of entries) {
      const keyProblem = textProblem(key) ?? (key === '__proto__' ? KEY_TEXT : null);
      if (keyProblem) return { path: fieldOf([...path, key]), message: keyProblem };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

/** A field name for the errors: the dotted path, shortened, or the payload as a whole. */
function fieldOf(path: readonly string[]): string {
  if (path.length === 0) return 'non_field_errors';
  const shown = path.slice(0, 8).map((p) => (textProblem(p) ? '?' : p));
  return path.length > 8 ? `${shown.join('.')}…` : shown.join('.');
}

function parseJson(text: string): unknown {
  if (text.trim() === '') throw new HttpError(400, { detail: 'JSON parse error.' });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, { detail: 'JSON parse error.' });
  }
}

/**
 * Every request's input is checked before anything walks it or sends it to the database:
 * JSON bodies (depth, NUL, lone surrogates, `__proto__`), query strings (400 naming the
 * parameter) and path parameters (a name with such characters names nothing: 404).
 * Multipart form fields are checked where they are read (receive-parts).
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Fastify's own parser walks bodies that mention __proto__ recursively: a deep one overflows.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJson(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  app.addHook('preValidation', async (request) => {
    for (const value of Object.values((request.params ?? {}) as Record<string, unknown>)) {
      if (typeof value === 'string' && textProblem(value)) throw new NotFoundError();
    }
    const query = jsonProblem(request.query ?? {});
    if (query) throw ValidationError.field(query.path, query.message);
    // JSON and url-encoded form bodies; a multipart body is read (and checked) by its route.
    const body = jsonProblem(request.body ?? null);
    if (body) throw ValidationError.field(body.path, body.message);
  });
}
