import type { StyleLayer } from '@waymark/contract';

/** How a legend row is drawn: a filled square, a line, a circle or a text sample. */
export type SwatchKind = 'fill' | 'line' | 'circle' | 'symbol';

/** A label to translate (geometry kinds, 'Other', ranges) or the style's own text. */
export type LegendLabel =
  | { key: 'polygons' | 'lines' | 'points' | 'labels' | 'other' }
  | { key: 'below' | 'from'; value: string }
  | { key: 'range'; from: string; to: string }
  | { key: 'fromAttribute'; field: string }
  /** A relief's ends in metres (an elevation change: cut to fill). */
  | { key: 'heights'; min: number; max: number; change: boolean }
  | { text: string };

export interface LegendSwatch {
  kind: SwatchKind;
  color: string;
  /** Fill outline, circle stroke. */
  outline?: string;
  /** Line width or circle radius, in pixels, kept small enough for the legend. */
  size: number;
  opacity: number;
}

export interface LegendRow {
  label: LegendLabel;
  swatch: LegendSwatch;
}

/** A colour the style takes from an attribute ('to-color' of 'get'): its values are the rows. */
export interface AttributeColour {
  field: string;
  fallback: string;
  swatch: LegendSwatch;
}

export interface LegendGroup {
  /** The kind of feature the rule draws, when the group has several rows. */
  title: LegendLabel | null;
  rows: LegendRow[];
  attribute: AttributeColour | null;
}

const COLOR_PROPERTY: Record<SwatchKind, string> = {
  fill: 'fill-color',
  line: 'line-color',
  circle: 'circle-color',
  symbol: 'text-color',
};
const DEFAULT_COLOR: Record<SwatchKind, string> = {
  fill: '#000000',
  line: '#000000',
  circle: '#000000',
  symbol: '#000000',
};

const isArray = (v: unknown): v is unknown[] => Array.isArray(v);
const text = (v: unknown): string =>
  isArray(v) && v[0] === 'literal' ? text(v[1]) : isArray(v) ? v.map(text).join(', ') : String(v);

/** The attribute an expression reads, e.g. ['get', 'type'] → 'type'. */
function attributeOf(input: unknown): string | null {
  if (isArray(input) && input[0] === 'get' && typeof input[1] === 'string') return input[1];
  if (isArray(input) && (input[0] === 'to-string' || input[0] === 'to-number')) {
    return attributeOf(input[1]);
  }
  if (isArray(input) && input[0] === 'geometry-type') return '$type';
  return null;
}

/** A short reading of a 'case' condition: "status = open", "height > 10", "has photo". */
function conditionText(condition: unknown): string {
  if (!isArray(condition)) return text(condition);
  const [op, a, b] = condition;
  if (op === 'has' && typeof a === 'string') return `has ${a}`;
  if (op === '!' && isArray(a)) return `not (${conditionText(a)})`;
  if ((op === 'all' || op === 'any') && condition.length > 1) {
    return condition
      .slice(1)
      .map(conditionText)
      .join(op === 'all' ? ' and ' : ' or ');
  }
  if (typeof op === 'string' && ['==', '!=', '<', '<=', '>', '>='].includes(op)) {
    const left = attributeOf(a) ?? text(a);
    const shown = op === '==' ? '=' : op === '!=' ? '≠' : op;
    return `${left} ${shown} ${text(b)}`;
  }
  if (op === 'in' && condition.length > 2) return `${attributeOf(a) ?? text(a)} in ${text(b)}`;
  return JSON.stringify(condition).slice(0, 60);
}

/** A number for a swatch's size or opacity: a literal, else the largest number among outputs. */
function representative(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (!isArray(value)) {
    // A legacy function: {stops: [[zoom, value] …]}.
    const stops = (value as { stops?: unknown } | null)?.stops;
    if (isArray(stops)) {
      const outputs = stops
        .map((s) => (isArray(s) ? s[1] : undefined))
        .filter((n) => typeof n === 'number');
      return outputs.length > 0 ? Math.max(...(outputs as number[])) : fallback;
    }
    return fallback;
  }
  if (value[0] === 'interpolate' || value[0] === 'step') {
    const outputs = value
      .slice(value[0] === 'interpolate' ? 3 : 2)
      .filter((_v, i) => (value[0] === 'interpolate' ? i % 2 === 1 : i % 2 === 0))
      .filter((n): n is number => typeof n === 'number');
    return outputs.length > 0 ? Math.max(...outputs) : fallback;
  }
  const numbers = value.filter((n): n is number => typeof n === 'number');
  return numbers.length > 0 ? (numbers[numbers.length - 1] ?? fallback) : fallback;
}

/** A colour for a swatch from a paint value: a literal, or the last literal colour found. */
function representativeColour(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value;
  if (isArray(value)) {
    for (let i = value.length - 1; i >= 0; i -= 1) {
      const found = representativeColour(value[i], '');
      if (
        found &&
        !['get', 'match', 'case', 'to-color', 'literal', 'zoom', 'linear'].includes(found)
      ) {
        return found;
      }
    }
  }
  return fallback;
}

interface ColourCase {
  label: LegendLabel;
  color: unknown;
}

/** The categories of a colour expression, or null when it has a single colour. */
function colourCases(value: unknown): ColourCase[] | null {
  if (!isArray(value)) {
    const fn = value as {
      property?: unknown;
      stops?: unknown;
      type?: unknown;
      default?: unknown;
    } | null;
    if (fn && typeof fn.property === 'string' && isArray(fn.stops)) {
      const stops = fn.stops.filter(isArray);
      const cases: ColourCase[] = stops.map((s) => ({
        label: { text: `${fn.property} = ${text(s[0])}` },
        color: s[1],
      }));
      if (fn.default !== undefined) cases.push({ label: { key: 'other' }, color: fn.default });
      return cases;
    }
    return null;
  }
  const [op] = value;
  if (op === 'match' && value.length >= 4) {
    const field = attributeOf(value[1]);
    if (field === '$type') return null;
    const cases: ColourCase[] = [];
    for (let i = 2; i + 1 < value.length; i += 2) {
      const labels = isArray(value[i])
        ? (value[i] as unknown[]).map(text).join(', ')
        : text(value[i]);
      cases.push({ label: { text: field ? `${field} = ${labels}` : labels }, color: value[i + 1] });
    }
    cases.push({ label: { key: 'other' }, color: value[value.length - 1] });
    return cases;
  }
  if (op === 'case' && value.length >= 4) {
    const cases: ColourCase[] = [];
    for (let i = 1; i + 1 < value.length; i += 2) {
      cases.push({ label: { text: conditionText(value[i]) }, color: value[i + 1] });
    }
    cases.push({ label: { key: 'other' }, color: value[value.length - 1] });
    return cases;
  }
  if (op === 'step' && value.length >= 5 && attributeOf(value[1]) !== null) {
    const stops: number[] = [];
    for (let i = 3; i < value.length; i += 2) stops.push(value[i] as number);
    const cases: ColourCase[] = [
      { label: { key: 'below', value: text(stops[0]) }, color: value[2] },
    ];
    for (let i = 0; i < stops.length; i += 1) {
      const to = stops[i + 1];
      cases.push({
        label:
          to === undefined
            ? { key: 'from', value: text(stops[i]) }
            : { key: 'range', from: text(stops[i]), to: text(to) },
        color: value[4 + i * 2],
      });
    }
    return cases;
  }
  if (op === 'interpolate' && value.length >= 5 && attributeOf(value[2]) !== null) {
    const cases: ColourCase[] = [];
    for (let i = 3; i + 1 < value.length; i += 2) {
      cases.push({ label: { text: text(value[i]) }, color: value[i + 1] });
    }
    return cases;
  }
  return null;
}

/** 'to-color' of an attribute: each feature is coloured by its own value. */
function attributeColourOf(value: unknown): { field: string; fallback: string } | null {
  if (!isArray(value) || value[0] !== 'to-color') return null;
  const field = attributeOf(value[1]);
  if (!field || field === '$type') return null;
  const fallback = value.slice(2).find((v): v is string => typeof v === 'string');
  return { field, fallback: fallback ?? '#000000' };
}

/** The kind of features a rule draws, from its geometry-type filter or its type. */
function geometryLabel(entry: StyleLayer): LegendLabel {
  const filter = JSON.stringify(entry.filter ?? null);
  if (/Polygon/.test(filter) && !/LineString|Point/.test(filter)) return { key: 'polygons' };
  if (/LineString/.test(filter) && !/Polygon|Point/.test(filter)) return { key: 'lines' };
  if (/Point/.test(filter) && !/Polygon|LineString/.test(filter)) return { key: 'points' };
  if (entry.type === 'fill' || entry.type === 'fill-extrusion') return { key: 'polygons' };
  if (entry.type === 'line') return { key: 'lines' };
  if (entry.type === 'symbol') return { key: 'labels' };
  return { key: 'points' };
}

function swatchKind(type: string): SwatchKind | null {
  if (type === 'fill' || type === 'fill-extrusion') return 'fill';
  if (type === 'line') return 'line';
  if (type === 'circle' || type === 'heatmap') return 'circle';
  if (type === 'symbol') return 'symbol';
  return null;
}

/**
 * The legend of a layer's style rules: per rule, its colour (and outline, width, radius,
 * opacity), or its categories when the colour depends on the feature (match, case, step,
 * interpolate over an attribute, legacy categorical functions), or the attribute whose values
 * colour it ('to-color' of an attribute, as the Attribute Based template does). Raster rules
 * have no legend. Rules coloured by the same attribute give one list.
 */
export function legendOf(style: readonly StyleLayer[]): LegendGroup[] {
  const groups: LegendGroup[] = [];
  for (const entry of style) {
    const kind = swatchKind(entry.type);
    if (!kind) continue;
    const paint = (entry.paint ?? {}) as Record<string, unknown>;
    const colourValue =
      kind === 'fill' && entry.type === 'fill-extrusion'
        ? paint['fill-extrusion-color']
        : paint[COLOR_PROPERTY[kind]];
    const outline =
      kind === 'fill'
        ? representativeColour(paint['fill-outline-color'], '')
        : kind === 'circle'
          ? representativeColour(paint['circle-stroke-color'], '')
          : '';
    const base: Omit<LegendSwatch, 'color'> = {
      kind,
      ...(outline ? { outline } : {}),
      size:
        kind === 'line'
          ? Math.min(8, Math.max(1, representative(paint['line-width'], 1)))
          : kind === 'circle'
            ? Math.min(8, Math.max(2, representative(paint['circle-radius'], 5)))
            : 0,
      opacity: Math.min(
        1,
        Math.max(
          0.15,
          representative(paint[`${entry.type === 'symbol' ? 'text' : entry.type}-opacity`], 1),
        ),
      ),
    };
    const title = geometryLabel(entry);
    const attribute = attributeColourOf(colourValue);
    // Rules coloured by the same attribute (the Attribute Based template's areas, lines and
    // points) share one list of its values.
    if (attribute && groups.some((g) => g.attribute?.field === attribute.field)) continue;
    if (attribute) {
      groups.push({
        title,
        rows: [],
        attribute: { ...attribute, swatch: { ...base, color: attribute.fallback } },
      });
      continue;
    }
    const cases = colourCases(colourValue);
    if (cases) {
      groups.push({
        title,
        rows: cases.map((c) => ({
          label: c.label,
          swatch: { ...base, color: representativeColour(c.color, DEFAULT_COLOR[kind]) },
        })),
        attribute: null,
      });
      continue;
    }
    groups.push({
      title: null,
      rows: [
        {
          label: title,
          swatch: { ...base, color: representativeColour(colourValue, DEFAULT_COLOR[kind]) },
        },
      ],
      attribute: null,
    });
  }
  return groups;
}
