import { MARKUP_IMPORT_MAX, markupImport, type MarkupImport } from '@waymark/contract/markup';

/** Why a file cannot be imported (a message key), or what it holds. */
export type ImportReading =
  | { ok: true; body: MarkupImport; count: number }
  | {
      ok: false;
      problem: 'notJson' | 'notCollection' | 'empty' | 'tooMany' | 'invalid';
      detail?: string;
    };

/**
 * A GeoJSON file as the import takes it: a FeatureCollection of points, lines and areas (as the
 * export writes them), at most MARKUP_IMPORT_MAX. Checked here first so that a wrong file is
 * said at once; the server checks again.
 */
export function readImportFile(text: string): ImportReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    (parsed as { type?: unknown }).type !== 'FeatureCollection'
  )
    return { ok: false, problem: 'notCollection' };
  const features = (parsed as { features?: unknown }).features;
  if (!Array.isArray(features) || features.length === 0) return { ok: false, problem: 'empty' };
  if (features.length > MARKUP_IMPORT_MAX) return { ok: false, problem: 'tooMany' };
  const result = markupImport.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : '';
    return {
      ok: false,
      problem: 'invalid',
      detail: [where, issue?.message].filter(Boolean).join(': '),
    };
  }
  return { ok: true, body: result.data, count: result.data.features.length };
}
