/**
 * Whether a filter is written as an expression rather than in the legacy filter syntax. The two
 * cannot be mixed inside one 'all', so the sub-layer filter joins a layer's own filter in the
 * syntax that one is written in. (The same test MapLibre applies, which it does not export.)
 */
export function isExpressionFilter(filter: unknown): boolean {
  if (filter === true || filter === false) return true;
  if (!Array.isArray(filter) || filter.length === 0) return false;
  switch (filter[0]) {
    case 'has':
      return filter.length >= 2 && filter[1] !== '$id' && filter[1] !== '$type';
    case 'in':
      return filter.length >= 3 && (typeof filter[1] !== 'string' || Array.isArray(filter[2]));
    case '!in':
    case '!has':
    case 'none':
      return false;
    case '==':
    case '!=':
    case '>':
    case '>=':
    case '<':
    case '<=':
      return filter.length !== 3 || Array.isArray(filter[1]) || Array.isArray(filter[2]);
    case 'any':
    case 'all':
      return filter
        .slice(1)
        .every((part: unknown) => typeof part === 'boolean' || isExpressionFilter(part));
    default:
      return true;
  }
}
