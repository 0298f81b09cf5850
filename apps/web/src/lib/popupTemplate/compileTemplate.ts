import {
  NodeTypes,
  parse,
  type AttributeNode,
  type DirectiveNode,
  type ElementNode,
  type TemplateChildNode,
} from '@vue/compiler-dom';
import { parseExpression, TemplateError, type ProblemDetail } from './expression.js';

/** The template as the renderer walks it: Vue's syntax, checked once, with nothing executable. */
export type TemplateNode = TextNode | InterpolationNode | ElementTemplateNode;

interface Where {
  line: number;
  column: number;
}

export interface TextNode {
  kind: 'text';
  text: string;
}

export interface InterpolationNode extends Where {
  kind: 'interpolation';
  source: string;
}

export interface Condition {
  kind: 'if' | 'else-if' | 'else';
  source: string | null;
}

export interface Loop {
  source: string;
  value: string | null;
  key: string | null;
  index: string | null;
}

export interface ElementTemplateNode extends Where {
  kind: 'element';
  tag: string;
  /** A building block (a custom element such as <popup-tabs>), not an HTML element. */
  block: boolean;
  attrs: { name: string; value: string }[];
  /** :name="expression"; name null for v-bind="object". */
  bindings: { name: string | null; source: string }[];
  condition: Condition | null;
  loop: Loop | null;
  show: string | null;
  html: string | null;
  text: string | null;
  /** <template #name> or v-slot:name: the named slot this element fills. */
  slot: string | null;
  children: TemplateNode[];
}

export interface CompiledTemplate {
  nodes: TemplateNode[];
  errors: TemplateError[];
}

/** HTML elements a popup may use. */
export const ALLOWED_ELEMENTS = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'video',
  'audio',
  'source',
  'header',
  'footer',
  'article',
  'aside',
  'nav',
  'template',
]);

/** Directives the engine understands; anything else is reported. */
const DIRECTIVES = new Set([
  'if',
  'else-if',
  'else',
  'for',
  'show',
  'bind',
  'html',
  'text',
  'slot',
]);

export const MAX_DEPTH = 64;
const MAX_SOURCE = 200_000;

function where(node: { loc: { start: { line: number; column: number } } }): Where {
  return { line: node.loc.start.line, column: node.loc.start.column };
}

function fail(
  errors: TemplateError[],
  message: string,
  at: Where,
  key: string,
  values?: ProblemDetail['values'],
): void {
  errors.push(new TemplateError(message, at.line, at.column, { key, values }));
}

/** An expression that does not parse is reported where it stands, and replaced by nothing. */
function checked(source: string, at: Where, errors: TemplateError[]): string | null {
  try {
    parseExpression(source);
    return source;
  } catch (err) {
    const detail = err instanceof TemplateError ? err.detail : null;
    const message = (err as Error).message;
    fail(errors, message, at, detail?.key ?? 'other', detail?.values ?? { detail: message });
    return null;
  }
}

function element(
  node: ElementNode,
  depth: number,
  blocks: ReadonlySet<string>,
  errors: TemplateError[],
): ElementTemplateNode | null {
  const at = where(node);
  const tag = node.tag.toLowerCase();
  const block = blocks.has(tag);
  if (!block && !ALLOWED_ELEMENTS.has(tag)) {
    if (tag.includes('-'))
      fail(errors, `<${tag}> is not a building block of the popups.`, at, 'notABlock', { tag });
    else fail(errors, `<${tag}> is not allowed in a popup.`, at, 'elementNotAllowed', { tag });
    return null;
  }
  const out: ElementTemplateNode = {
    kind: 'element',
    tag,
    block,
    attrs: [],
    bindings: [],
    condition: null,
    loop: null,
    show: null,
    html: null,
    text: null,
    slot: null,
    children: [],
    ...at,
  };
  for (const prop of node.props) {
    if (prop.type === NodeTypes.ATTRIBUTE) staticAttribute(prop, out, errors);
    else directive(prop, out, errors);
  }
  out.children = children(node.children, depth + 1, blocks, errors);
  return out;
}

function staticAttribute(prop: AttributeNode, out: ElementTemplateNode, errors: TemplateError[]) {
  if (/^on/i.test(prop.name)) {
    fail(
      errors,
      `The event attribute "${prop.name}" is not allowed.`,
      where(prop),
      'eventAttribute',
      {
        name: prop.name,
      },
    );
    return;
  }
  out.attrs.push({ name: prop.name, value: prop.value?.content ?? '' });
}

function directive(prop: DirectiveNode, out: ElementTemplateNode, errors: TemplateError[]) {
  const at = where(prop);
  if (prop.name === 'on' || prop.name === 'model' || !DIRECTIVES.has(prop.name)) {
    const name = prop.rawName ?? prop.name;
    fail(errors, `"${name}" is not supported: popups show, they do not act.`, at, 'directive', {
      name,
    });
    return;
  }
  const source =
    prop.exp && prop.exp.type === NodeTypes.SIMPLE_EXPRESSION ? prop.exp.content : null;
  const arg = prop.arg && prop.arg.type === NodeTypes.SIMPLE_EXPRESSION ? prop.arg.content : null;
  switch (prop.name) {
    case 'if':
    case 'else-if':
      out.condition = { kind: prop.name, source: source && checked(source, at, errors) };
      return;
    case 'else':
      out.condition = { kind: 'else', source: null };
      return;
    case 'for': {
      const parts = prop.forParseResult;
      const text = (e: unknown) =>
        e && typeof e === 'object' && 'content' in e
          ? String((e as { content: string }).content)
          : null;
      const from = parts ? text(parts.source) : null;
      if (!from) return fail(errors, 'v-for needs "item in list".', at, 'forSyntax');
      out.loop = {
        source: checked(from, at, errors) ?? 'undefined',
        value: text(parts!.value),
        key: text(parts!.key),
        index: text(parts!.index),
      };
      return;
    }
    case 'show':
      out.show = source && checked(source, at, errors);
      return;
    case 'html':
      out.html = source && checked(source, at, errors);
      return;
    case 'text':
      out.text = source && checked(source, at, errors);
      return;
    case 'slot':
      out.slot = arg ?? 'default';
      return;
    case 'bind':
      if (arg !== null && /^on/i.test(arg)) {
        return fail(errors, `The event attribute "${arg}" is not allowed.`, at, 'eventAttribute', {
          name: arg,
        });
      }
      if (source && checked(source, at, errors)) out.bindings.push({ name: arg, source });
      return;
  }
}

function children(
  nodes: readonly TemplateChildNode[],
  depth: number,
  blocks: ReadonlySet<string>,
  errors: TemplateError[],
): TemplateNode[] {
  const out: TemplateNode[] = [];
  for (const node of nodes) {
    if (node.type === NodeTypes.TEXT) out.push({ kind: 'text', text: node.content });
    else if (node.type === NodeTypes.INTERPOLATION) {
      const at = where(node);
      const source = node.content.type === NodeTypes.SIMPLE_EXPRESSION ? node.content.content : '';
      const ok = checked(source, at, errors);
      if (ok) out.push({ kind: 'interpolation', source: ok, ...at });
    } else if (node.type === NodeTypes.ELEMENT) {
      if (depth >= MAX_DEPTH) {
        fail(
          errors,
          `The template nests deeper than ${MAX_DEPTH} elements.`,
          where(node),
          'tooDeep',
          {
            max: MAX_DEPTH,
          },
        );
        continue;
      }
      const compiled = element(node, depth, blocks, errors);
      if (compiled) out.push(compiled);
    }
    // Comments are dropped.
  }
  return out;
}

/**
 * Reads a popup template with Vue's own parser (as a parser only: nothing is compiled to
 * JavaScript) into nodes the renderer interprets. What is not supported is reported with its
 * place, and left out; the rest still shows.
 */
export function compileTemplate(source: string, blocks: ReadonlySet<string>): CompiledTemplate {
  const errors: TemplateError[] = [];
  if (source.length > MAX_SOURCE) {
    return {
      nodes: [],
      errors: [new TemplateError('The template is too long.', null, null, { key: 'tooLong' })],
    };
  }
  let root;
  try {
    root = parse(source, {
      comments: false,
      onError: (err) => {
        const start = err.loc?.start;
        errors.push(
          new TemplateError(err.message, start?.line ?? null, start?.column ?? null, {
            key: 'html',
            values: { detail: err.message },
          }),
        );
      },
    });
  } catch (err) {
    const message = (err as Error).message;
    return {
      nodes: [],
      errors: [
        new TemplateError(message, null, null, { key: 'html', values: { detail: message } }),
      ],
    };
  }
  return { nodes: children(root.children, 0, blocks, errors), errors };
}
