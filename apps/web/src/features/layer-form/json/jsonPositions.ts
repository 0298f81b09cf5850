import { jsonLanguage } from '@codemirror/lang-json';

// Lezer's types, through the JSON language (the web app does not depend on @lezer/common itself).
type Tree = ReturnType<typeof jsonLanguage.parser.parse>;
type SyntaxNode = Tree['topNode'];

const VALUE_NODES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

export interface TextRange {
  from: number;
  to: number;
}

function children(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) out.push(child);
  return out;
}

const valueOf = (node: SyntaxNode) => children(node).find((c) => VALUE_NODES.has(c.name)) ?? null;

function propertyNamed(object: SyntaxNode, key: string, text: string): SyntaxNode | null {
  for (const property of children(object)) {
    if (property.name !== 'Property') continue;
    const name = property.getChild('PropertyName');
    if (!name) continue;
    try {
      if (JSON.parse(text.slice(name.from, name.to)) === key) return property;
    } catch {
      // A broken name is not the one sought.
    }
  }
  return null;
}

/** Only the first line of a node: an error about a whole layer should not underline it all. */
function firstLine(text: string, node: TextRange): TextRange {
  const end = text.indexOf('\n', node.from);
  return { from: node.from, to: end < 0 || end > node.to ? node.to : end };
}

export function parseJsonTree(text: string): Tree {
  return jsonLanguage.parser.parse(text);
}

/**
 * Where a value sits in the JSON text, by its path ([0, 'paint', 'line-color']): the deepest
 * part of the path that exists. An unknown property's path points at its name.
 */
export function rangeOfPath(
  text: string,
  path: readonly (string | number)[],
  tree: Tree = parseJsonTree(text),
): TextRange {
  let node = valueOf(tree.topNode);
  if (!node) return { from: 0, to: Math.min(text.length, 1) };
  for (const key of path) {
    let next: SyntaxNode | null = null;
    if (node.name === 'Array' && typeof key === 'number') {
      next = children(node).filter((c) => VALUE_NODES.has(c.name))[key] ?? null;
    } else if (node.name === 'Object' && typeof key === 'string') {
      const property = propertyNamed(node, key, text);
      next = property ? (valueOf(property) ?? property) : null;
    }
    if (!next) break;
    node = next;
  }
  return firstLine(text, node);
}

/** The first syntax error the parser found, if any. */
export function firstSyntaxError(tree: Tree): number | null {
  let at: number | null = null;
  tree.iterate({
    enter(node) {
      if (at !== null) return false;
      if (node.type.isError) at = node.from;
      return undefined;
    },
  });
  return at;
}
