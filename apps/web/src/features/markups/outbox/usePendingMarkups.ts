import type { MarkupCollection, MarkupRead } from '@waymark/contract/markup';
import { useMemo } from 'react';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import { useMarkupCategories } from '../../../entities/markup/markupCategoryQueries.js';
import { useOutboxState } from '../../../entities/markup/outbox/markupOutbox.js';
import {
  isWaiting,
  unsentMarkup,
  withPending,
  type PendingLookups,
} from '../../../entities/markup/outbox/pendingMarkup.js';
import { useMarkupAssignees } from '../../../entities/markup/useMarkupAssignees.js';
import { useCurrentUser } from '../../../entities/session/useCurrentUser.js';
import { layerWithWaiting } from './layerWithWaiting.js';

/** A feature of the layer as much of a markup as a change needs to be laid on it. */
function layerMarkup(feature: MarkupCollection['features'][number], mapId: number): MarkupRead {
  return {
    id: feature.id,
    map: mapId,
    geometry: feature.geometry,
    title: feature.properties.title,
    status: feature.properties.status,
    category: { id: 0, name: '', icon: feature.properties.icon },
  } as MarkupRead;
}

/**
 * The map's markups as the user left them offline: those made here (not yet sent) and the
 * changes waiting laid on the server's, so the panel and the layer show them at once.
 */
export function usePendingMarkups(data: ClientMap) {
  const { entries } = useOutboxState();
  const categories = useMarkupCategories(data.organisation_id).data;
  const assignees = useMarkupAssignees(data);
  const user = useCurrentUser();
  return useMemo(() => {
    const lookups: PendingLookups = {
      category: (id) => categories?.find((category) => category.id === id) ?? null,
      person: (id) => assignees.find((person) => person.id === id)?.name ?? null,
      me: user?.id ? { id: user.id, name: user.name } : null,
    };
    const unsent = entries.flatMap((entry) =>
      entry.kind === 'create' && entry.mapId === data.id ? [unsentMarkup(entry, lookups)] : [],
    );
    return {
      /** Markups made offline, newest first. */
      unsent: unsent.reverse(),
      shown: (markup: MarkupRead) => withPending(markup, entries, lookups),
      waiting: (markupId: number) => isWaiting(entries, data.id, markupId),
      /** The layer's markups with those made offline and the changes waiting. */
      layered: (collection: MarkupCollection) =>
        layerWithWaiting(collection, unsent, (feature) => {
          const changes = entries.filter(
            (entry) =>
              entry.kind === 'change' && entry.mapId === data.id && entry.markupId === feature.id,
          );
          if (changes.length === 0) return feature;
          const changed = withPending(layerMarkup(feature, data.id), changes, lookups);
          return {
            ...feature,
            geometry: changed.geometry,
            properties: {
              title: changed.title,
              status: changed.status,
              icon: changed.category.icon,
            },
          };
        }),
    };
  }, [entries, categories, assignees, user, data.id]);
}
