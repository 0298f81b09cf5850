import type { MarkupRead } from '@waymark/contract/markup';
import { useTranslation } from 'react-i18next';
import { layerNameParts } from '../../../entities/layer/layerName.js';
import { useMap } from '../../../entities/map/useMap.js';
import { useMarkupCategories } from '../../../entities/markup/markupCategoryQueries.js';
import { useMarkupAssignees } from '../../../entities/markup/useMarkupAssignees.js';
import type { Lookups } from './historyWords.js';

/** Names by id for the history's and the conflict's wording, from what the viewer has. */
export function useLookups(markup: MarkupRead): Lookups {
  const { i18n } = useTranslation();
  const map = useMap(markup.map).data;
  const organisationId = map?.organisation_id ?? null;
  const categories = useMarkupCategories(organisationId).data ?? [];
  const people = useMarkupAssignees(map, markup.assignee);
  return {
    category: (id) =>
      categories.find((c) => c.id === id)?.name ??
      (markup.category.id === id ? markup.category.name : null),
    person: (id) => people.find((p) => p.id === id)?.name ?? null,
    layer: (id) => {
      const layer = map?.layers.find((l) => l.id === id);
      return layer ? layerNameParts(layer.name).name : null;
    },
    language: i18n.language,
  };
}
