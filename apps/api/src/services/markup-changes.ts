import type { MarkupGeometry, MarkupPatch } from '@waymark/contract/markup';
import type { MarkupValues, MarkupView } from '../repositories/markup.repository.js';
import type { Referenced } from './markup-checks.js';
import { displayName } from './presenters.js';

type Changes = Record<string, { from: unknown; to: unknown }>;

/** Coordinates as the database gives them back (9 decimals), to tell a move from a resend. */
function rounded(geometry: unknown): string {
  return JSON.stringify(geometry, (_key, value: unknown) =>
    typeof value === 'number' ? Math.round(value * 1e9) / 1e9 : value,
  );
}

const featureOf = (row: MarkupView) =>
  row.feature_layer_id !== null && row.feature_fid !== null
    ? { layer: row.feature_layer_id, fid: row.feature_fid }
    : null;

/**
 * What a PATCH changes of a markup: the values to write (only what differs) and the history's
 * diff, field → {from, to}. The diff shows what a reader understands: the category's name, the
 * assignee's name, the geometry's type (a shape is not kept in the history).
 */
export function changesOf(
  row: MarkupView,
  patch: MarkupPatch,
  found: Referenced,
): { values: MarkupValues; changes: Changes } {
  const values: MarkupValues = {};
  const changes: Changes = {};
  const plain = ['title', 'description', 'status', 'due_date', 'survey_date'] as const;
  for (const field of plain) {
    const next = patch[field];
    if (next === undefined || next === row[field]) continue;
    (values as Record<string, unknown>)[field] = next;
    changes[field] = { from: row[field], to: next };
  }
  if (patch.geometry && rounded(patch.geometry) !== rounded(row.geometry)) {
    values.geometry = JSON.stringify(patch.geometry);
    changes.geometry = { from: (row.geometry as MarkupGeometry).type, to: patch.geometry.type };
  }
  if (found.category && found.category.id !== row.category_id) {
    values.category_id = found.category.id;
    changes.category = { from: row.category_name, to: found.category.name };
  }
  if (found.assignee !== undefined && (found.assignee?.id ?? null) !== row.assignee_id) {
    values.assignee_id = found.assignee?.id ?? null;
    changes.assignee = {
      from: row.assignee_name,
      to: found.assignee ? displayName(found.assignee) : null,
    };
  }
  if (patch.feature !== undefined) {
    const before = featureOf(row);
    const after = patch.feature;
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      values.feature_layer_id = after?.layer ?? null;
      values.feature_fid = after?.fid ?? null;
      changes.feature = { from: before, to: after };
    }
  }
  return { values, changes };
}
