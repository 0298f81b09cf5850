import jsepObject from '@jsep-plugin/object';
import jsep, { type Expression } from 'jsep';

jsep.plugins.register(jsepObject);

/**
 * What a problem is, for the popup to say in the reader's language: a key of the popup's
 * messages (popups.problems.<key>) and its values. `message` stays the English text.
 */
export interface ProblemDetail {
  key: string;
  values?: Record<string, string | number>;
}

/** A problem with a template: what, and where in it (line and column of the source). */
export class TemplateError extends Error {
  constructor(
    message: string,
    readonly line: number | null = null,
    readonly column: number | null = null,
    readonly detail: ProblemDetail | null = null,
  ) {
    super(message);
    this.name = 'TemplateError';
  }
}

/** A problem without a place yet (the caller knows where), with its key for translation. */
export const problem = (message: string, key: string, values?: ProblemDetail['values']) =>
  new TemplateError(message, null, null, { key, values });

/** Names no expression may reach, whatever object they are asked of. */
const FORBIDDEN = new Set([
  '__proto__',
  'prototype',
  'constructor',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

const BINARY: Record<string, (a: unknown, b: unknown) => unknown> = {
  '+': (a, b) => (a as number) + (b as number),
  '-': (a, b) => (a as number) - (b as number),
  '*': (a, b) => (a as number) * (b as number),
  '/': (a, b) => (a as number) / (b as number),
  '%': (a, b) => (a as number) % (b as number),
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '<': (a, b) => (a as number) < (b as number),
  '>': (a, b) => (a as number) > (b as number),
  '<=': (a, b) => (a as number) <= (b as number),
  '>=': (a, b) => (a as number) >= (b as number),
};

export type Helper = (...args: unknown[]) => unknown;

/**
 * What an expression can see: values by name (innermost first: v-for aliases, then the popup's
 * feature, layer and files) and the named helpers it may call. Nothing else exists for it.
 */
export interface Scope {
  values: readonly Readonly<Record<string, unknown>>[];
  helpers: Readonly<Record<string, Helper>>;
  /** Shared by a whole render: every node evaluated costs one step. */
  budget: { steps: number };
}

export const MAX_STEPS = 200_000;
const MAX_EXPRESSION_LENGTH = 2000;

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

const parsed = new Map<string, Expression>();

/** Parses an expression once (jsep): no statements, no functions, no template strings. */
export function parseExpression(source: string): Expression {
  const known = parsed.get(source);
  if (known) return known;
  if (source.length > MAX_EXPRESSION_LENGTH)
    throw problem('The expression is too long.', 'expressionTooLong');
  let tree: Expression;
  try {
    tree = jsep(source);
  } catch (err) {
    const detail = (err as Error).message;
    throw problem(`Cannot read the expression: ${detail}`, 'unreadableExpression', { detail });
  }
  if (parsed.size > 5000) parsed.clear();
  parsed.set(source, tree);
  return tree;
}

function lookup(scope: Scope, name: string): unknown {
  if (FORBIDDEN.has(name)) throw problem(`"${name}" cannot be used.`, 'forbiddenName', { name });
  for (const values of scope.values) if (own(values, name)) return values[name];
  return undefined;
}

/** A property of a plain value: own properties of objects and arrays, and lengths. */
function member(object: unknown, key: unknown): unknown {
  const name = String(key);
  if (FORBIDDEN.has(name)) throw problem(`"${name}" cannot be used.`, 'forbiddenName', { name });
  if (object === null || object === undefined) return undefined;
  if (typeof object === 'string') return name === 'length' ? object.length : undefined;
  if (Array.isArray(object)) {
    if (name === 'length') return object.length;
    return /^\d+$/.test(name) ? object[Number(name)] : undefined;
  }
  if (typeof object === 'object')
    return own(object, name) ? (object as Record<string, unknown>)[name] : undefined;
  return undefined;
}

/**
 * Evaluates a parsed expression over the scope: property access, literals, arrays and objects,
 * arithmetic, comparison, logic, the conditional, and calls of named helpers. No global, no
 * prototype, no assignment, no function of the author's: there is nothing to reach them with.
 */
export function evaluate(node: Expression, scope: Scope): unknown {
  scope.budget.steps += 1;
  if (scope.budget.steps > MAX_STEPS)
    throw problem('The template takes too long to show.', 'tooSlow');
  switch (node.type) {
    case 'Literal':
      return (node as jsep.Literal).value;
    case 'Identifier':
      return lookup(scope, (node as jsep.Identifier).name);
    case 'MemberExpression': {
      const m = node as jsep.MemberExpression;
      const object = evaluate(m.object, scope);
      const key = m.computed ? evaluate(m.property, scope) : (m.property as jsep.Identifier).name;
      return member(object, key);
    }
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      return evaluate(c.test, scope) ? evaluate(c.consequent, scope) : evaluate(c.alternate, scope);
    }
    case 'UnaryExpression': {
      const u = node as jsep.UnaryExpression;
      const value = evaluate(u.argument, scope);
      if (u.operator === '!') return !value;
      if (u.operator === '-') return -(value as number);
      if (u.operator === '+') return +(value as number);
      throw problem(`The operator "${u.operator}" is not supported.`, 'operator', {
        operator: u.operator,
      });
    }
    case 'BinaryExpression':
    case 'LogicalExpression': {
      const b = node as jsep.BinaryExpression;
      if (b.operator === '&&') return evaluate(b.left, scope) && evaluate(b.right, scope);
      if (b.operator === '||') return evaluate(b.left, scope) || evaluate(b.right, scope);
      if (b.operator === '??') return evaluate(b.left, scope) ?? evaluate(b.right, scope);
      const op = BINARY[b.operator];
      if (!op)
        throw problem(`The operator "${b.operator}" is not supported.`, 'operator', {
          operator: b.operator,
        });
      return op(evaluate(b.left, scope), evaluate(b.right, scope));
    }
    case 'ArrayExpression':
      return (node as jsep.ArrayExpression).elements.map((e) => (e ? evaluate(e, scope) : null));
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      const object = node as unknown as {
        properties: {
          key: Expression;
          value?: Expression;
          computed: boolean;
          shorthand: boolean;
        }[];
      };
      for (const p of object.properties) {
        const key = p.computed
          ? String(evaluate(p.key, scope))
          : p.key.type === 'Identifier'
            ? (p.key as jsep.Identifier).name
            : String((p.key as jsep.Literal).value);
        if (FORBIDDEN.has(key))
          throw problem(`"${key}" cannot be used.`, 'forbiddenName', { name: key });
        out[key] = p.shorthand ? lookup(scope, key) : evaluate(p.value!, scope);
      }
      return out;
    }
    case 'CallExpression': {
      const call = node as jsep.CallExpression;
      if (call.callee.type !== 'Identifier') {
        throw problem(
          'Only the named helpers can be called, e.g. formatDate(value).',
          'onlyHelpers',
        );
      }
      const name = (call.callee as jsep.Identifier).name;
      const helper = own(scope.helpers, name) ? scope.helpers[name] : undefined;
      if (!helper)
        throw problem(`"${name}" is not a helper the template can call.`, 'unknownHelper', {
          name,
        });
      return helper(...call.arguments.map((a) => evaluate(a, scope)));
    }
    default:
      throw problem(`This kind of expression (${node.type}) is not supported.`, 'expressionKind', {
        kind: node.type,
      });
  }
}

/** Parses and evaluates the source of an expression. */
export function evaluateSource(source: string, scope: Scope): unknown {
  return evaluate(parseExpression(source), scope);
}
