import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError.js';
import { markup } from '../../features/markups/testMarkups.js';
import { conflictingFields, conflictOf, MarkupConflictError, reapplied } from './markupConflict.js';

describe('a stale write (409)', () => {
  const current = markup({ version: 4, status: 'resolved', title: 'Culvert cleared' });

  it('carries the markup as it is now; other failures carry none', () => {
    const conflict = new ApiError(409, 'Conflict', { detail: 'Changed meanwhile.', current }, '/x');
    expect(conflictOf(conflict)).toEqual(current);
    expect(conflictOf(new ApiError(409, 'Conflict', { detail: 'x' }, '/x'))).toBeNull();
    expect(conflictOf(new ApiError(400, 'Bad', { current }, '/x'))).toBeNull();
  });

  it('is applied again on top of the current version, and says which fields differ', () => {
    const error = new MarkupConflictError(current, {
      status: 'closed',
      title: 'Culvert cleared',
      assignee: 5,
      version: 2,
    });
    expect(reapplied(error)).toEqual({
      status: 'closed',
      title: 'Culvert cleared',
      assignee: 5,
      version: 4,
    });
    // The title is already what the user wanted.
    expect(conflictingFields(error)).toEqual(['status', 'assignee']);
  });
});
