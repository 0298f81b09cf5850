import type { CSSProperties } from 'react';

/** Attributes a popup element may carry (besides class, style, data-* and aria-*). */
const ALLOWED = new Set([
  'title',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'href',
  'src',
  'target',
  'rel',
  'controls',
  'loop',
  'muted',
  'poster',
  'type',
  'lang',
  'dir',
  'open',
  'datetime',
  'align',
  'scope',
  'headers',
  'start',
  'reversed',
]);
const URL_ATTRIBUTES = new Set(['href', 'src', 'poster']);
/** React's names for HTML attributes that differ. */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  datetime: 'dateTime',
};

/** Links and media: http(s) anywhere, or this site's API (files of the feature's layer). */
export function safeUrl(value: unknown): string | null {
  const text = String(value ?? '').trim();
  if (/^https?:\/\//i.test(text)) return text;
  if (/^\/api\//.test(text) && !text.includes('..')) return text;
  return null;
}

function safeCssValue(value: unknown): string | number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  // No url(), expression() or escapes: a style may not fetch or run anything.
  if (/url\s*\(|expression\s*\(|javascript:|\\|@import|behavior/i.test(value)) return null;
  return value.length > 500 ? null : value;
}

const camel = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());

/** A style from a string ('color: red; width: 4px') or an object ({color: 'red'}). */
export function safeStyle(value: unknown): CSSProperties {
  const out: Record<string, string | number> = {};
  const put = (name: string, raw: unknown) => {
    if (!/^-?[a-zA-Z-]+$/.test(name.trim())) return;
    const safe = safeCssValue(raw);
    if (safe !== null) out[camel(name)] = safe;
  };
  if (typeof value === 'string') {
    for (const declaration of value.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) put(declaration.slice(0, colon), declaration.slice(colon + 1).trim());
    }
  } else if (Array.isArray(value)) {
    for (const item of value) Object.assign(out, safeStyle(item));
  } else if (value && typeof value === 'object') {
    for (const [name, raw] of Object.entries(value)) put(name, raw);
  }
  return out as CSSProperties;
}

/** Vue's class binding: a string, an array of them, or {name: condition}. */
export function classOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(classOf).filter(Boolean).join(' ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([, on]) => !!on)
      .map(([name]) => name)
      .join(' ');
  }
  return '';
}

/** An attribute left out, and why: an English text and its key for translation. */
export interface Refusal {
  text: string;
  key: 'leftOutEvent' | 'leftOutAttribute' | 'leftOutLink';
  values: Record<string, string>;
}

export interface AttributeResult {
  props: Record<string, unknown>;
  /** Attributes left out, and why (the popup shows them). */
  refused: Refusal[];
}

/**
 * React props of an element from its attribute values (static and bound, merged): class and
 * style combined, URLs checked, unknown attributes and event handlers refused.
 */
export function safeProps(values: readonly [string, unknown][]): AttributeResult {
  const props: Record<string, unknown> = {};
  const classes: string[] = [];
  let style: CSSProperties = {};
  const refused: Refusal[] = [];
  for (const [rawName, value] of values) {
    const name = rawName.toLowerCase();
    if (value === undefined || value === null || value === false) continue;
    if (name === 'class') classes.push(classOf(value));
    else if (name === 'style') style = { ...style, ...safeStyle(value) };
    else if (name === 'key') continue;
    else if (/^on/.test(name))
      refused.push({
        text: `the event attribute "${rawName}"`,
        key: 'leftOutEvent',
        values: { name: rawName },
      });
    else if (/^(data|aria)-[a-z0-9-]+$/.test(name)) props[name] = String(value);
    else if (!ALLOWED.has(name))
      refused.push({
        text: `the attribute "${rawName}"`,
        key: 'leftOutAttribute',
        values: { name: rawName },
      });
    else if (URL_ATTRIBUTES.has(name)) {
      const url = safeUrl(value);
      if (url) props[name] = url;
      else {
        const url = String(value).slice(0, 60);
        refused.push({
          text: `the link "${url}" (only http(s) links)`,
          key: 'leftOutLink',
          values: { url },
        });
      }
    } else props[REACT_NAMES[name] ?? name] = value === true ? true : String(value);
  }
  if (classes.some(Boolean)) props.className = classes.filter(Boolean).join(' ');
  if (Object.keys(style).length > 0) props.style = style;
  if (props.target === '_blank') props.rel = 'noopener noreferrer';
  return { props, refused };
}
