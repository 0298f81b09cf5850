import type { LayerFileRead, LayerRead } from '@waymark/contract';
import { createContext, useContext } from 'react';
import type { PopupFeature } from '../../map/popupStore.js';
import type { PackedAttachments } from './files/usePackedAttachments.js';

/** What the building blocks of a popup work on: the feature, its layer, its attachments. */
export interface PopupData {
  feature: PopupFeature;
  layer: LayerRead;
  /** The feature's attachments (GET layers/:id/files/?type=attachment&fid=…). */
  files: readonly LayerFileRead[];
  filesLoading: boolean;
  filesFailed: boolean;
  /** No network (or the map opened from its pack): the attachments are not asked for. */
  filesOffline: boolean;
  /**
   * Offline, the feature's attachments its map's pack keeps (a pack made with them), opened from
   * the stored archive; null when there are none to show (then `filesOffline` says so).
   */
  packed: PackedAttachments | null;
}

export const PopupContext = createContext<PopupData | null>(null);

/** The popup a building block stands in; blocks are only rendered inside one. */
export function usePopupData(): PopupData {
  const data = useContext(PopupContext);
  if (!data) throw new Error('A popup building block is used outside a popup.');
  return data;
}
