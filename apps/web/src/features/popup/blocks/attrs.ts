import type { LayerFileRead } from '@waymark/contract';

/**
 * Reading a building block's attributes. They come from the template, static ('text') or bound
 * (:name="expression", any value): each reader takes what makes sense and ignores the rest, so
 * that an author's slip shows a default rather than breaking the popup.
 */
type Attrs = Readonly<Record<string, unknown>>;

/** Vue passes kebab-case and camelCase alike: `hide-empty` and `hideEmpty` are one attribute. */
function raw(attrs: Attrs, name: string): unknown {
  if (name in attrs) return attrs[name];
  const camel = name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  if (camel in attrs) return attrs[camel];
  const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  return attrs[kebab];
}

export function has(attrs: Attrs, name: string): boolean {
  const value = raw(attrs, name);
  return value !== undefined && value !== null;
}

export function textAttr(attrs: Attrs, name: string, fallback = ''): string {
  const value = raw(attrs, name);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** true, 'true', '1', 'yes', 'on' and a present empty attribute (`<x vertical>`) are true. */
export function boolAttr(attrs: Attrs, name: string, fallback = false): boolean {
  const value = raw(attrs, name);
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  const text = String(value).trim().toLowerCase();
  return text === '' || ['true', '1', 'yes', 'on', 'y', 'vertical'].includes(text);
}

export function numberAttr(attrs: Attrs, name: string, fallback: number): number {
  const value = raw(attrs, name);
  const number = typeof value === 'number' ? value : Number(String(value ?? '').trim());
  return value !== undefined && value !== null && value !== '' && Number.isFinite(number)
    ? number
    : fallback;
}

/** A list: an array, or a comma-separated text ('pdf, txt'). */
export function listAttr(attrs: Attrs, name: string): string[] {
  const value = raw(attrs, name);
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .filter((v) => typeof v === 'string' || typeof v === 'number')
    .map((v) => String(v).trim())
    .filter(Boolean);
}

const CSS_SIZE = /^\d+(\.\d+)?(px|vw|vh|%|em|rem|dvh|svh)$/;

/** A CSS length for a height or width: 480, '480px', '60vh', '100%'. */
export function sizeAttr(attrs: Attrs, name: string): string | number | undefined {
  const value = raw(attrs, name);
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  return CSS_SIZE.test(text) ? text : undefined;
}

const nameOf = (item: unknown): string | null => {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object' && 'name' in item) {
    const name = (item as { name: unknown }).name;
    return typeof name === 'string' ? name : null;
  }
  return null;
};

const idOf = (item: unknown): number | null => {
  if (item && typeof item === 'object' && 'id' in item) {
    const id = (item as { id: unknown }).id;
    return typeof id === 'number' ? id : null;
  }
  return null;
};

/**
 * Files named by an attribute (a file, a list of them, or names), found among the feature's
 * attachments: a template can pick and order the feature's files, never reach others.
 * Without the attribute, all of `files`.
 */
export function filesAttr(
  attrs: Attrs,
  name: string,
  files: readonly LayerFileRead[],
): LayerFileRead[] {
  const value = raw(attrs, name);
  if (value === undefined || value === null) return [...files];
  const items = Array.isArray(value) ? value : [value];
  const out: LayerFileRead[] = [];
  for (const item of items) {
    const id = idOf(item);
    const itemName = nameOf(item)?.toLowerCase();
    const file =
      id !== null
        ? files.find((f) => f.id === id)
        : itemName
          ? files.find((f) => f.name.toLowerCase() === itemName)
          : undefined;
    if (file && !out.includes(file)) out.push(file);
  }
  return out;
}

/** Links of an attribute: [{url, name}] (as numbered() gives them), or plain URLs. */
export function linksAttr(attrs: Attrs, name: string): { url: string; name: string }[] {
  const value = raw(attrs, name);
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const out: { url: string; name: string }[] = [];
  for (const item of items) {
    if (typeof item === 'string' && item.trim()) out.push({ url: item.trim(), name: item.trim() });
    else if (item && typeof item === 'object' && 'url' in item) {
      const url = String((item as { url: unknown }).url ?? '').trim();
      const label = nameOf(item) ?? url;
      if (url) out.push({ url, name: label || url });
    }
  }
  return out;
}
