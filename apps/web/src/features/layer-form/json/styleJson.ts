import { styleLayers } from '@waymark/contract';

/** One thing wrong with a style JSON, where it is: a path into the value, or a text offset. */
export interface StyleJsonIssue {
  message: string;
  path?: readonly (string | number)[];
  offset?: number;
}

export type StyleJsonParse =
  | { ok: true; value: unknown[] | null }
  | { ok: false; kind: 'syntax' | 'shape'; issues: StyleJsonIssue[] };

/** The offset a JSON.parse message names ('... at position 42'), when it names one. */
function offsetOf(message: string): number | undefined {
  const match = /position (\d+)/.exec(message);
  return match ? Number(match[1]) : undefined;
}

/**
 * A style or label JSON as typed: an empty text is no style (the default applies); otherwise
 * it must parse and be a list of style layers as the contract describes them. Anything else is
 * not applied (2.15: unparsable input is ignored).
 */
export function parseStyleJson(text: string): StyleJsonParse {
  if (!text.trim()) return { ok: true, value: null };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, kind: 'syntax', issues: [{ message, offset: offsetOf(message) }] };
  }
  const checked = styleLayers.safeParse(value);
  if (!checked.success) {
    return {
      ok: false,
      kind: 'shape',
      issues: checked.error.issues.map((issue) => ({
        message: issue.message,
        path: issue.path.filter((key): key is string | number => typeof key !== 'symbol'),
      })),
    };
  }
  return { ok: true, value: value as unknown[] };
}

/** How a style is shown and edited: indented JSON, or nothing for no style. */
export function formatStyleJson(value: readonly unknown[] | null): string {
  return value === null ? '' : JSON.stringify(value, null, 2);
}
