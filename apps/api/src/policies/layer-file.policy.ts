import { LAYER_FILE_ACTIONS, type LayerFileAction } from '@waymark/contract';
import type { LayerFileRow } from '../repositories/layer-file.repository.js';
import type { LayerRow } from '../repositories/layer.repository.js';
import { isLayerEditor, layerPolicy } from './layer.policy.js';
import { NOT_PERMITTED, unless, type Policy, type Refusal } from './policy.js';
import type { Principal } from './principal.js';

export interface FileOfLayer {
  layer: Pick<LayerRow, 'organisation_id' | 'owner_id' | 'visibility' | 'file_list_visibility'>;
  file: Pick<LayerFileRow, 'role' | 'attach_all' | 'fid' | 'link_value'>;
}

/**
 * A file of a layer the principal sees. One rule for listing and fetching: what a viewer may not
 * list they may not fetch. A file is listed by the files panel (its layer's file list
 * visibility) or, when it is linked to features, by their popups. Derived files (COGs) are the
 * server's own. Editors of the layer fetch every file, change and delete them. (A share viewer is kept
 * inside the share's bounds by the service, which knows where the file lies.)
 */
export const layerFilePolicy: Policy<FileOfLayer, LayerFileAction> = {
  actions: LAYER_FILE_ACTIONS,
  refusal(principal: Principal, { layer, file }: FileOfLayer, action: LayerFileAction): Refusal {
    // Changing a file (its survey date) and deleting it are changes of its layer.
    if (action === 'change' || action === 'delete') {
      return layerPolicy.refusal(principal, layer, 'change');
    }
    if (isLayerEditor(principal, layer)) return null;
    if (file.role === 'derived') return NOT_PERMITTED;
    return unless(listedInFilesPanel(principal, { layer, file }) || isFeatureAttachment(file));
  },
};

/** Linked to features, so listed in their popups (see LayerFileRepository.attachmentsOfFeature). */
function isFeatureAttachment(file: FileOfLayer['file']): boolean {
  return (
    (file.role === 'attachment' || file.role === 'source') &&
    (file.attach_all || file.fid !== null || file.link_value !== null)
  );
}

/** File list visibility (ALL, GEOSPATIAL, ATTACHMENT, NONE) binds viewers; editors see every file. */
export function listedInFilesPanel(principal: Principal, { layer, file }: FileOfLayer): boolean {
  if (isLayerEditor(principal, layer)) return true;
  switch (layer.file_list_visibility) {
    case 'NONE':
      return false;
    case 'GEOSPATIAL':
      return file.role !== 'attachment';
    case 'ATTACHMENT':
      return file.role === 'attachment';
    default:
      return true;
  }
}
