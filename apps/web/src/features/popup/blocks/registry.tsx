import type { ComponentType } from 'react';
import type { BlockProps, BlockRegistry } from '../../../lib/popupTemplate/renderTemplate.js';
import { AttributeTableBlock } from './AttributeTableBlock.js';
import { BlockBoundary } from './BlockBoundary.js';
import { DtmFilesBlock } from './DtmFilesBlock.js';
import { ExternalLinkViewerBlock } from './ExternalLinkViewerBlock.js';
import { ExternalViewerPopupBlock } from './ExternalViewerPopupBlock.js';
import { FilterFilesByNameBlock } from './FilterFilesByNameBlock.js';
import { HeaderImageBlock } from './HeaderImageBlock.js';
import { ImageViewerBlock } from './ImageViewerBlock.js';
import { MapLocationBlock } from './MapLocationBlock.js';
import { ModelViewerBlock } from './ModelViewerBlock.js';
import { PanoramaViewerBlock } from './PanoramaViewerBlock.js';
import { PointCloudViewerBlock } from './PointCloudViewerBlock.js';
import { PopupFilesTableBlock } from './PopupFilesTableBlock.js';
import { PopupTabBlock, PopupTabsBlock } from './PopupTabsBlock.js';
import type { NamedBlock } from './tabChildren.js';
import { VideoPlaylistBlock } from './VideoPlaylistBlock.js';

/** <popup-size width="85vw" height="85vh">: sizes the popup (read by the popup itself). */
function PopupSizeBlock() {
  return null;
}

/** A block in its own error boundary, named so that parents (popup-tabs) can find it. */
function guarded(name: string, Block: ComponentType<BlockProps>): ComponentType<BlockProps> {
  const Guarded = (props: BlockProps) => (
    <BlockBoundary name={name}>
      <Block {...props} />
    </BlockBoundary>
  );
  Guarded.displayName = `Block(${name})`;
  (Guarded as NamedBlock).blockName = name;
  return Guarded;
}

const BLOCKS: Record<string, ComponentType<BlockProps>> = {
  'header-image': HeaderImageBlock,
  'attribute-table': AttributeTableBlock,
  'map-location': MapLocationBlock,
  'video-playlist': VideoPlaylistBlock,
  'dtm-files': DtmFilesBlock,
  'popup-files-table': PopupFilesTableBlock,
  'filter-files-by-name': FilterFilesByNameBlock,
  'external-link-viewer': ExternalLinkViewerBlock,
  'external-viewer-popup': ExternalViewerPopupBlock,
  'popup-tabs': PopupTabsBlock,
  'popup-tab': PopupTabBlock,
  'image-viewer': ImageViewerBlock,
  'panorama-viewer': PanoramaViewerBlock,
  'point-cloud-viewer': PointCloudViewerBlock,
  'model-viewer': ModelViewerBlock,
  'popup-size': PopupSizeBlock,
};

/** The building blocks templates may use, by the names of section 9 (and a few more). */
export const POPUP_BLOCKS: BlockRegistry = Object.freeze(
  Object.fromEntries(Object.entries(BLOCKS).map(([name, Block]) => [name, guarded(name, Block)])),
);

export const BLOCK_NAMES: ReadonlySet<string> = new Set(Object.keys(POPUP_BLOCKS));
