import type { ComponentType } from 'react';
import { createStore, useStore } from '../lib/createStore.js';
import type { PopupFeature } from './popupStore.js';

/** What a section of a feature's popup gets: the feature and the map it was clicked on. */
export interface PopupSectionProps {
  feature: PopupFeature;
  mapId: number;
}

/**
 * A part another feature adds to the popups of a map's features (the markups' 'Report an issue
 * here' and the feature's markups): the popup shows it without knowing the feature behind it.
 */
export type PopupSection = ComponentType<PopupSectionProps>;

interface Entry {
  mapId: number;
  Section: PopupSection;
}

const sections = createStore<readonly Entry[]>([]);

/** Adds `Section` to the popups of map `mapId`'s features; answers its removal. */
export function addPopupSection(mapId: number, Section: PopupSection): () => void {
  const entry: Entry = { mapId, Section };
  sections.set((list) => [...list, entry]);
  return () => sections.set((list) => list.filter((other) => other !== entry));
}

/** The sections added to the popups of map `mapId`'s features, in the order they came. */
export function usePopupSections(mapId: number | null): PopupSection[] {
  return useStore(sections)
    .filter((entry) => entry.mapId === mapId)
    .map((entry) => entry.Section);
}
