import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { ChangeSignal } from './change-signal.js';

const WRITE_WORDS = /\b(insert|update|delete|merge|truncate|alter|drop)\b/i;

/**
 * Tables whose writes no cache depends on: the audit trail, the features, attempt counters,
 * usage counters.
 */
const IRRELEVANT_TABLES = new Set([
  'audit_log',
  'features',
  'rate_limits',
  'map_share_clients',
  'usage_counters',
  'usage_active_users',
]);

/** Columns that are bookkeeping, not grants: writing only these changes nothing cached. */
const IRRELEVANT_COLUMNS = new Set([
  'last_used_at',
  // A share's use figures (MapShareUsage).
  'first_used_at',
  'request_count',
]);

function tableOf(node: OperationNode | undefined): string | undefined {
  const table = node as { table?: { identifier?: { name?: string } } } | undefined;
  return table?.table?.identifier?.name;
}

function columnsOf(updates: readonly OperationNode[] | undefined): string[] {
  return (updates ?? []).map(
    (u) => (u as { column?: { column?: { name?: string } } }).column?.column?.name ?? '',
  );
}

/** Whether a statement may change what a cache holds (conservative: unknown → yes). */
export function mayChangeCachedData(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'SelectQueryNode':
      return (node.with?.expressions ?? []).some((cte) =>
        mayChangeCachedData(cte.expression as RootOperationNode),
      );
    case 'RawNode':
      return node.sqlFragments.some((fragment) => WRITE_WORDS.test(fragment));
    case 'InsertQueryNode':
      return !IRRELEVANT_TABLES.has(tableOf(node.into) ?? '');
    case 'UpdateQueryNode': {
      if (IRRELEVANT_TABLES.has(tableOf(node.table) ?? '')) return false;
      return !columnsOf(node.updates).every((c) => IRRELEVANT_COLUMNS.has(c));
    }
    default:
      return true;
  }
}

/**
 * Moves the change signal after every statement that may change cached data, once the database
 * has answered: an autocommitted statement is visible to the next reader by then.
 */
export class WriteSignalPlugin implements KyselyPlugin {
  private readonly writes = new WeakSet<object>();

  constructor(private readonly signal: ChangeSignal) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (mayChangeCachedData(node)) this.writes.add(queryId);
    return node;
  }

  transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.writes.has(queryId)) {
      this.writes.delete(queryId);
      this.signal.changed();
    }
    return Promise.resolve(result);
  }
}
