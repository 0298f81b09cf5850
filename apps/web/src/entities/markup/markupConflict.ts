import { markupConflict, type MarkupPatch, type MarkupRead } from '@waymark/contract/markup';
import type { ApiError } from '../../api/ApiError.js';

/**
 * A change refused because the markup was changed by someone else meanwhile (409): the markup
 * as it is now, and the change that was refused, for the user to look at and apply again.
 */
export class MarkupConflictError extends Error {
  constructor(
    readonly current: MarkupRead,
    readonly refused: MarkupPatch,
  ) {
    super('The markup was changed by someone else meanwhile.');
    this.name = 'MarkupConflictError';
  }
}

/** The current markup a 409 answer carries, or null for any other failure. */
export function conflictOf(error: ApiError): MarkupRead | null {
  if (error.status !== 409) return null;
  const parsed = markupConflict.safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

/**
 * The refused change laid on the current version: what 'Apply my changes again' sends. The
 * fields the user changed win; the version is the current one.
 */
export function reapplied(conflict: MarkupConflictError): MarkupPatch {
  return { ...conflict.refused, version: conflict.current.version };
}

/** The names of the fields a refused change would set to something else than they are now. */
export function conflictingFields(conflict: MarkupConflictError): string[] {
  const { current, refused } = conflict;
  const now: Record<string, unknown> = {
    geometry: current.geometry,
    title: current.title,
    description: current.description,
    category: current.category.id,
    status: current.status,
    assignee: current.assignee?.id ?? null,
    due_date: current.due_date,
    feature: current.feature,
    survey_date: current.survey_date,
  };
  return Object.entries(refused)
    .filter(([field]) => field !== 'version')
    .filter(([field, value]) => JSON.stringify(now[field]) !== JSON.stringify(value))
    .map(([field]) => field);
}
