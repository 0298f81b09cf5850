import { MARKUP_CATEGORY_ACTIONS, type MarkupCategoryAction } from '@waymark/contract';
import { organisationPolicy } from './organisation.policy.js';
import type { Policy, Refusal } from './policy.js';
import type { Principal } from './principal.js';

/** A category of an organisation the principal belongs to (404 for the others). */
export interface CategoryObject {
  organisation_id: number;
}

/**
 * A markup category: every member of its organisation sees it (the markup form lists them);
 * those who keep the organisation's categories (its admins) change, archive and delete it.
 */
export const markupCategoryPolicy: Policy<CategoryObject, MarkupCategoryAction> = {
  actions: MARKUP_CATEGORY_ACTIONS,
  refusal(principal: Principal, category: CategoryObject, action: MarkupCategoryAction): Refusal {
    if (action === 'view') return null;
    return organisationPolicy.refusal(
      principal,
      { id: category.organisation_id },
      'manage_markup_categories',
    );
  },
};
