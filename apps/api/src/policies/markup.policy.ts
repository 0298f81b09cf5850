import { MARKUP_ACTIONS, type MarkupAction } from '@waymark/contract';
import { markupsRefusal } from './map.policy.js';
import { READ_ONLY, unless, type Policy, type Refusal } from './policy.js';
import type { Principal } from './principal.js';

/** What the markup policy needs of a markup: who wrote it, and whom it is assigned to. */
export interface MarkupObject {
  author_id: number | null;
  assignee_id: number | null;
}

export const NOT_YOUR_MARKUP =
  'Only its author, or a user with the permission to change others’ markups, can change this.';
export const NOT_YOURS_TO_WORK =
  'Only its author, its assignee, or a user with the permission to change others’ markups, can do this.';
export const NOT_YOURS_TO_DELETE =
  'Only its author, or a user with the permission to delete others’ markups, can delete this.';

/**
 * A markup of a map the principal sees (the repositories answer 404 for the others, and for a
 * share viewer those outside the share's bounds): whoever sees the map's markups sees it and
 * comments on it (see markupsRefusal); its author changes it, attaches files to it and deletes
 * it, others with markups.change_markup / markups.delete_markup; its assignee works it: sets its
 * status (change_status) and attaches files (the photo of the fix). An access key and a share
 * link only read (a share open to comments comments too).
 */
export const markupPolicy: Policy<MarkupObject, MarkupAction> = {
  actions: MARKUP_ACTIONS,
  refusal(principal: Principal, markup: MarkupObject, action: MarkupAction): Refusal {
    if (action === 'view') return markupsRefusal(principal, false);
    if (action === 'comment') return markupsRefusal(principal, true);
    if (principal.readOnly) return READ_ONLY;
    // Id 0 is nobody (a share viewer): never an author nor an assignee.
    const author = markup.author_id !== null && markup.author_id === principal.id;
    const assignee = markup.assignee_id !== null && markup.assignee_id === principal.id;
    const manager = principal.has('markups.change_markup');
    switch (action) {
      case 'change':
        return unless(author || manager, NOT_YOUR_MARKUP);
      case 'change_status':
      case 'attach':
        return unless(author || assignee || manager, NOT_YOURS_TO_WORK);
      case 'delete':
        return unless(author || principal.has('markups.delete_markup'), NOT_YOURS_TO_DELETE);
    }
  },
};
