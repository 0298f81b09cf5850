import {
  markupCategory,
  type MarkupCategory,
  type MarkupCategoryCreate,
  type MarkupCategoryPatch,
} from '@waymark/contract/markup';
import { z } from 'zod';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { api, idOf, ok } from '../../api/client.js';

const categories = z.array(markupCategory);

/** GET organisations/:id/markup-categories/: the organisation's list, in its order. */
export async function fetchMarkupCategories(
  organisationId: number,
  signal?: AbortSignal,
): Promise<MarkupCategory[]> {
  const data = await ok(
    api.GET('/api/organisations/{id}/markup-categories/', {
      params: { path: { id: idOf(organisationId) } },
      signal,
    }),
  );
  return checkedAnswer(categories, data);
}

/** POST organisations/:id/markup-categories/ (abilities.manage_markup_categories). */
export async function createMarkupCategory(
  organisationId: number,
  body: MarkupCategoryCreate,
): Promise<MarkupCategory> {
  const data = await ok(
    api.POST('/api/organisations/{id}/markup-categories/', {
      params: { path: { id: idOf(organisationId) } },
      body,
    }),
  );
  return checkedAnswer(markupCategory, data);
}

/** PATCH markup-categories/:id/: rename, another icon, another place, archive. */
export async function patchMarkupCategory(
  categoryId: number,
  body: MarkupCategoryPatch,
): Promise<MarkupCategory> {
  const data = await ok(
    api.PATCH('/api/markup-categories/{id}/', { params: { path: { id: idOf(categoryId) } }, body }),
  );
  return checkedAnswer(markupCategory, data);
}

/** DELETE markup-categories/:id/ (one no markup uses; the others are archived). */
export async function deleteMarkupCategory(categoryId: number): Promise<void> {
  await ok(
    api.DELETE('/api/markup-categories/{id}/', { params: { path: { id: idOf(categoryId) } } }),
  );
}
