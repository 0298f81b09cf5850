import { MARKUP_ACTIONS, type MarkupAction } from '@waymark/contract';
import { markupsRefusal } from './map.policy.js';
import { READ_ONLY, unless, type Policy, type Refusal } from './policy.js';
import type { Principal } from './principal.js';

/** What the markup policy needs of a markup: who wrote it. */
export interface MarkupObject {
  author_id: number | null;
}

export const NOT_YOUR_MARKUP =
  'Only its author, or a user with the permission to change others’ markups, can change this.';
export const NOT_YOURS_TO_DELETE =
  'Only its author, or a user with the permission to delete others’ markups, can delete this.';

/**
 * A markup of a map the principal sees (the repositories answer 404 for the others, and for a
 * share viewer those outside the share's bounds): whoever sees the map's markups sees it and
 * comments on it (see markupsRefusal); its author changes it, attaches files to it and deletes
 * it, others with markups.change_markup / markups.delete_markup. An access key and a share link
 * only read (a share open to comments comments too).
 */
export const markupPolicy: Policy<MarkupObject, MarkupAction> = {
  actions: MARKUP_ACTIONS,
  refusal(principal: Principal, markup: MarkupObject, action: MarkupAction): Refusal {
    if (action === 'view') return markupsRefusal(principal, false);
    if (action === 'comment') return markupsRefusal(principal, true);
    if (principal.readOnly) return READ_ONLY;
    // Id 0 is nobody (a share viewer): never an author.
    const author = markup.author_id !== null && markup.author_id === principal.id;
    switch (action) {
      case 'change':
      case 'attach':
        return unless(author || principal.has('markups.change_markup'), NOT_YOUR_MARKUP);
      case 'delete':
        return unless(author || principal.has('markups.delete_markup'), NOT_YOURS_TO_DELETE);
    }
  },
};
