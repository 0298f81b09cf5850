import { validateStyleMin, type StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { VECTOR_SOURCE_LAYER } from '@waymark/contract';
import { firstSyntaxError, parseJsonTree, rangeOfPath, type TextRange } from './jsonPositions.js';
import { parseStyleJson } from './styleJson.js';

export interface StyleJsonProblem extends TextRange {
  severity: 'error' | 'warning';
  message: string;
}

/** Rule types the viewer draws from a layer's vector tiles; others are left out on the map. */
const VECTOR_RULES = new Set(['fill', 'line', 'symbol', 'circle', 'heatmap', 'fill-extrusion']);

const SOURCE = 'layer';

/**
 * A minimal style around the rules, as the viewer builds it (buildLayerStyle): each rule gets
 * an id, the layer's vector source and its one source-layer, so that MapLibre's validator
 * checks paint, layout, filters and expressions as the map will read them.
 */
function styleAround(rules: readonly unknown[]): StyleSpecification {
  // Whatever the rules hold: checking them is what the validator is for.
  const style: unknown = {
    version: 8,
    sources: { [SOURCE]: { type: 'vector', tiles: ['https://tiles.invalid/{z}/{x}/{y}.pbf'] } },
    layers: rules.map((rule, index) => ({
      ...(rule as object),
      id: `rule-${index}`,
      source: SOURCE,
      'source-layer': VECTOR_SOURCE_LAYER,
    })),
  };
  return style as StyleSpecification;
}

/** 'layers[0].paint.line-width[4]: Expected number...' → [0, 'paint', 'line-width', 4] and the text. */
export function splitValidatorMessage(message: string): {
  path: (string | number)[];
  text: string;
} {
  const match = /^layers\[(\d+)\]((?:\.[^.[:\s]+|\[\d+\])*): (.*)$/s.exec(message);
  if (!match) return { path: [], text: message };
  const rest = [...(match[2] ?? '').matchAll(/\.([^.[]+)|\[(\d+)\]/g)].map((part) =>
    part[2] !== undefined ? Number(part[2]) : (part[1] ?? ''),
  );
  const where = (match[2] ?? '').replace(/^\./, '');
  return {
    path: [Number(match[1]), ...rest],
    text: where ? `${where}: ${match[3] ?? ''}` : (match[3] ?? ''),
  };
}

/**
 * Everything wrong with a style or label JSON, at its place in the text: syntax errors, rules
 * the contract refuses, and what MapLibre's style specification says of each rule. Only the
 * first two keep the JSON from being applied; a rule MapLibre refuses is skipped on the map.
 */
export function lintStyleJson(
  text: string,
  /** The warning for a rule of a type the viewer does not draw from features (translated). */
  notDrawn: (type: string) => string,
): StyleJsonProblem[] {
  const parsed = parseStyleJson(text);
  if (parsed.ok && parsed.value === null) return [];
  const tree = parseJsonTree(text);
  if (!parsed.ok) {
    return parsed.issues.map((issue) => {
      if (parsed.kind === 'syntax') {
        const at = firstSyntaxError(tree) ?? issue.offset ?? 0;
        return {
          from: at,
          to: Math.min(text.length, at + 1),
          severity: 'error',
          message: issue.message,
        };
      }
      const path = issue.path ?? [];
      return {
        ...rangeOfPath(text, path, tree),
        severity: 'error',
        message: path.length ? `${path.join('.')}: ${issue.message}` : issue.message,
      };
    });
  }
  const problems: StyleJsonProblem[] = [];
  // Rules of the types drawn from features are checked; the others are only pointed out.
  const checked: number[] = [];
  (parsed.value ?? []).forEach((rule, index) => {
    const type = (rule as { type?: unknown }).type;
    if (typeof type === 'string' && VECTOR_RULES.has(type)) checked.push(index);
    else if (typeof type === 'string') {
      problems.push({
        ...rangeOfPath(text, [index, 'type'], tree),
        severity: 'warning',
        message: notDrawn(type),
      });
    }
  });
  const rules = checked.map((index) => parsed.value?.[index]);
  for (const error of validateStyleMin(styleAround(rules))) {
    const { path, text: message } = splitValidatorMessage(error.message);
    const [rule, ...rest] = path;
    const original = typeof rule === 'number' ? [checked[rule] ?? rule, ...rest] : path;
    problems.push({ ...rangeOfPath(text, original, tree), severity: 'error', message });
  }
  return problems.sort((a, b) => a.from - b.from);
}
