import DOMPurify from 'dompurify';
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react';
import type { ElementTemplateNode, TemplateNode } from './compileTemplate.js';
import { evaluateSource, TemplateError, type Scope } from './expression.js';
import { safeProps } from './safeAttributes.js';

/** A building block's props: its attribute values (evaluated) and its slots, rendered. */
export interface BlockProps {
  attrs: Record<string, unknown>;
  slots: Record<string, ReactNode>;
}
export type BlockRegistry = Readonly<Record<string, ComponentType<BlockProps>>>;

/** Loops of one render together: huge v-for cannot hang the page. */
export const MAX_ITERATIONS = 5000;

interface RenderState {
  scope: Scope;
  blocks: BlockRegistry;
  errors: TemplateError[];
  iterations: number;
}

function report(state: RenderState, err: unknown, at: { line: number; column: number } | null) {
  const message = err instanceof Error ? err.message : String(err);
  // One message per place: a loop repeating a mistake says it once.
  if (state.errors.some((e) => e.message === message && e.line === (at?.line ?? null))) return;
  // A helper's own failure has no key: it is said as it is.
  const detail =
    err instanceof TemplateError && err.detail
      ? err.detail
      : { key: 'other', values: { detail: message } };
  state.errors.push(new TemplateError(message, at?.line ?? null, at?.column ?? null, detail));
}

function value(state: RenderState, source: string, at: { line: number; column: number }) {
  try {
    return evaluateSource(source, state.scope);
  } catch (err) {
    // A budget exhausted ends the whole render, not one node.
    if (err instanceof TemplateError && err.detail?.key === 'tooSlow') throw err;
    report(state, err, at);
    return undefined;
  }
}

function textOf(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** The items of a v-for source: arrays, objects (value, key, index) and counts (1..n). */
function itemsOf(source: unknown): [unknown, string | number, number][] {
  if (Array.isArray(source)) return source.map((v, i) => [v, i, i]);
  if (typeof source === 'number' && Number.isFinite(source)) {
    return Array.from(
      { length: Math.max(0, Math.min(MAX_ITERATIONS, Math.floor(source))) },
      (_v, i) => [i + 1, i, i],
    );
  }
  if (source && typeof source === 'object') {
    return Object.entries(source).map(([k, v], i) => [v, k, i]);
  }
  return [];
}

function withValues(state: RenderState, values: Record<string, unknown>): RenderState {
  return { ...state, scope: { ...state.scope, values: [values, ...state.scope.values] } };
}

function renderElement(node: ElementTemplateNode, state: RenderState, key: string): ReactNode {
  if (node.show !== null && !value(state, node.show, node)) {
    // v-show keeps the element, hidden.
    return renderShown(node, state, key, false);
  }
  return renderShown(node, state, key, true);
}

function renderShown(node: ElementTemplateNode, state: RenderState, key: string, shown: boolean) {
  const values: [string, unknown][] = node.attrs.map((a) => [a.name, a.value]);
  for (const binding of node.bindings) {
    const v = value(state, binding.source, node);
    if (binding.name !== null) values.push([binding.name, v]);
    else if (v && typeof v === 'object') values.push(...Object.entries(v));
  }
  if (node.block) return renderBlock(node, state, key, values);
  if (node.tag === 'template')
    return <Fragment key={key}>{renderNodes(node.children, state)}</Fragment>;
  const { props, refused } = safeProps(values);
  for (const what of refused) {
    report(
      state,
      new TemplateError(`Left out ${what.text}.`, null, null, {
        key: what.key,
        values: what.values,
      }),
      node,
    );
  }
  if (!shown) props.style = { ...(props.style as object), display: 'none' };
  if (node.html !== null) {
    const html = DOMPurify.sanitize(textOf(value(state, node.html, node)), {
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'svg', 'math'],
      ALLOWED_URI_REGEXP: /^(?:https?:|\/api\/)/i,
    });
    return createElement(node.tag, { ...props, key, dangerouslySetInnerHTML: { __html: html } });
  }
  const content =
    node.text !== null ? textOf(value(state, node.text, node)) : renderNodes(node.children, state);
  const isVoid =
    node.tag === 'img' || node.tag === 'br' || node.tag === 'hr' || node.tag === 'source';
  return createElement(node.tag, { ...props, key }, isVoid ? undefined : content);
}

function renderBlock(
  node: ElementTemplateNode,
  state: RenderState,
  key: string,
  values: [string, unknown][],
) {
  const Block = state.blocks[node.tag];
  if (!Block) return null;
  const slots: Record<string, ReactNode> = {};
  const loose = node.children.filter((c) => !(c.kind === 'element' && c.slot));
  slots.default = renderNodes(loose, state);
  for (const child of node.children) {
    if (child.kind === 'element' && child.slot) {
      slots[child.slot] = renderNodes(child.children, state);
    }
  }
  return <Block key={key} attrs={Object.fromEntries(values)} slots={slots} />;
}

/** Nodes in order, with v-if / v-else-if / v-else chains and v-for. */
export function renderNodes(nodes: readonly TemplateNode[], state: RenderState): ReactNode[] {
  const out: ReactNode[] = [];
  let chainMatched: boolean | null = null;
  nodes.forEach((node, index) => {
    const key = String(index);
    if (node.kind === 'text') {
      chainMatched = node.text.trim() === '' ? chainMatched : null;
      out.push(node.text);
      return;
    }
    if (node.kind === 'interpolation') {
      chainMatched = null;
      out.push(textOf(value(state, node.source, node)));
      return;
    }
    const condition = node.condition;
    if (condition) {
      if (condition.kind === 'if') chainMatched = false;
      else if (chainMatched === null) {
        report(
          state,
          new TemplateError(`v-${condition.kind} follows no v-if.`, null, null, {
            key: 'elseWithoutIf',
            values: { directive: `v-${condition.kind}` },
          }),
          node,
        );
        return;
      }
      if (chainMatched) return;
      const holds = condition.kind === 'else' || !!value(state, condition.source ?? 'false', node);
      if (!holds) return;
      chainMatched = true;
    } else chainMatched = null;
    if (node.loop) {
      const { loop } = node;
      const items = itemsOf(value(state, loop.source, node));
      items.forEach(([item, k, i], n) => {
        state.iterations += 1;
        if (state.iterations > MAX_ITERATIONS) {
          throw new TemplateError(
            `The template repeats more than ${MAX_ITERATIONS} times.`,
            null,
            null,
            { key: 'tooManyRepeats', values: { max: MAX_ITERATIONS } },
          );
        }
        const aliases: Record<string, unknown> = {};
        if (loop.value) aliases[loop.value] = item;
        if (loop.key) aliases[loop.key] = k;
        if (loop.index) aliases[loop.index] = i;
        out.push(renderElement(node, withValues(state, aliases), `${key}.${n}`));
      });
      return;
    }
    out.push(renderElement(node, state, key));
  });
  return out;
}

/**
 * Renders compiled template nodes over a scope; everything the template could not do is in
 * `errors` (with its place), for the popup to show beside what did render.
 */
export function renderTemplate(
  nodes: readonly TemplateNode[],
  scope: Omit<Scope, 'budget'>,
  blocks: BlockRegistry,
): { content: ReactNode; errors: TemplateError[] } {
  const state: RenderState = {
    scope: { ...scope, budget: { steps: 0 } },
    blocks,
    errors: [],
    iterations: 0,
  };
  try {
    return { content: renderNodes(nodes, state), errors: state.errors };
  } catch (err) {
    report(state, err, null);
    return { content: null, errors: state.errors };
  }
}
