import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarkupCategory,
  MarkupCategoryCreate,
  MarkupCategoryPatch,
} from '@waymark/contract/markup';
import {
  createMarkupCategory,
  deleteMarkupCategory,
  fetchMarkupCategories,
  patchMarkupCategory,
} from './markupCategoryCalls.js';
import { markupCategoriesKey } from './markupKeys.js';

/** The organisation's markup categories, in its order (archived ones too: old markups use them). */
export function useMarkupCategories(organisationId: number | null, enabled = true) {
  return useQuery({
    queryKey: markupCategoriesKey(organisationId ?? 0),
    queryFn: ({ signal }) => fetchMarkupCategories(organisationId ?? 0, signal),
    enabled: enabled && organisationId !== null,
    staleTime: 60 * 1000,
  });
}

/** The categories a new markup may take: those not archived, in the list's order. */
export function activeCategories(categories: readonly MarkupCategory[]): MarkupCategory[] {
  return categories.filter((category) => !category.archived).sort(byPosition);
}

export const byPosition = (a: MarkupCategory, b: MarkupCategory) =>
  a.position - b.position || a.id - b.id;

/** Adding, changing (name, icon, place, archived) and deleting categories; the list follows. */
export function useMarkupCategoryChanges(organisationId: number) {
  const queryClient = useQueryClient();
  const key = markupCategoriesKey(organisationId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const put = (saved: MarkupCategory) =>
    queryClient.setQueryData<MarkupCategory[]>(key, (list) =>
      list?.some((c) => c.id === saved.id)
        ? list.map((c) => (c.id === saved.id ? saved : c))
        : [...(list ?? []), saved],
    );
  const create = useMutation({
    mutationFn: (body: MarkupCategoryCreate) => createMarkupCategory(organisationId, body),
    onSuccess: (saved) => {
      put(saved);
      void refresh();
    },
  });
  const change = useMutation({
    mutationFn: ({ id, body }: { id: number; body: MarkupCategoryPatch }) =>
      patchMarkupCategory(id, body),
    onSuccess: (saved) => {
      put(saved);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteMarkupCategory(id),
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<MarkupCategory[]>(key, (list) => list?.filter((c) => c.id !== id));
      void refresh();
    },
  });
  return { create, change, remove };
}

/**
 * The PATCHes that move a category one place up or down: it and its neighbour swap places (a
 * list whose places are equal is numbered in its order first).
 */
export function moveCategory(
  categories: readonly MarkupCategory[],
  id: number,
  step: -1 | 1,
): { id: number; position: number }[] {
  const ordered = [...categories].sort(byPosition);
  const index = ordered.findIndex((c) => c.id === id);
  const other = ordered[index + step];
  if (index < 0 || !other) return [];
  const numbered = ordered.map((c, i) => ({ id: c.id, position: i, was: c.position }));
  const a = numbered[index]!;
  const b = numbered[index + step]!;
  [a.position, b.position] = [b.position, a.position];
  return numbered
    .filter((c) => c.position !== c.was)
    .map(({ id: changed, position }) => ({ id: changed, position }));
}
