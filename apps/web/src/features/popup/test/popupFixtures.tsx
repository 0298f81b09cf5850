import type { LayerFileRead, LayerRead } from '@waymark/contract';
import type { ReactNode } from 'react';
import { layer, layerFile } from '../../../test/layers.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import type { PopupFeature } from '../../../map/popupStore.js';
import { compileTemplate } from '../../../lib/popupTemplate/compileTemplate.js';
import { TEMPLATE_HELPERS } from '../../../lib/popupTemplate/helpers.js';
import { renderTemplate } from '../../../lib/popupTemplate/renderTemplate.js';
import { BLOCK_NAMES, POPUP_BLOCKS } from '../blocks/registry.js';
import { PopupContext, type PopupData } from '../popupContext.js';
import { popupScope } from '../popupScope.js';

/** A surveyed bridge with the attributes the presets use. */
export const BRIDGE: PopupFeature = {
  layerId: 2,
  fid: 17,
  properties: {
    label: 'Bridge OB12',
    SENATOR: 'Harriette L. Chandler (D)',
    height: 4.5,
    photo_date: '2024-03-05T09:30:00Z',
    mapsutd_file: 'bridge.copc.laz',
    exturl1: 'https://surveys.example.org/ob12',
    exturl1_n: 'Survey portal',
    exturl2: 'http://legacy.example.org/ob12',
    exturl2_n: 'Legacy records',
    tvurl1: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    tvurl1_n: 'Drive-by',
    tvurl2: 'https://cdn.example.org/ob12.mp4',
    tvurl2_n: 'Deck video',
    vtabs: 'true',
    wgs84_lat: 42.262593,
    wgs84_lon: -71.802293,
    fid: 17,
    waymark__ogr_style__pen_color: '#ff0000',
  },
  lngLat: { lng: -71.8, lat: 42.26 },
};

let nextId = 100;
const file = (name: string, overrides: Partial<LayerFileRead> = {}) =>
  layerFile({
    id: nextId++,
    name,
    size: 2048,
    content_type: null,
    fid: null,
    attach_where: 'SENDISTNUM,36',
    ...overrides,
  });

/** The bridge's attachments: one or more of every kind the blocks and presets group. */
export const BRIDGE_FILES: LayerFileRead[] = [
  file('header.jpg', { content_type: 'image/jpeg' }),
  file('inspection-2024.pdf', { content_type: 'application/pdf', size: 62570 }),
  file('notes.txt'),
  file('ACadFileExploration.xlsx', { size: 26_900 }),
  file('deck.dwg'),
  file('bridge.glb'),
  file('station.ifc'),
  file('bridge.copc.laz', { size: 630_784 }),
  file('deck-photo.png', { content_type: 'image/png' }),
  file('pano.jpg', { content_type: 'image/jpeg' }),
  file('OB12_DTM_2023.tif'),
];

export const BRIDGE_LAYER: LayerRead = layer({
  name: 'Bridges',
  attributes: [
    'label',
    'SENATOR',
    'height',
    'photo_date',
    'mapsutd_file',
    'wgs84_lat',
    'wgs84_lon',
  ],
});

/** A block (or any part of a popup) inside a popup of the bridge. */
export function renderInPopup(ui: ReactNode, data: Partial<PopupData> = {}) {
  const value: PopupData = {
    feature: BRIDGE,
    layer: BRIDGE_LAYER,
    files: BRIDGE_FILES,
    filesLoading: false,
    filesFailed: false,
    filesOffline: false,
    packed: null,
    ...data,
  };
  return renderWithProviders(<PopupContext value={value}>{ui}</PopupContext>);
}

/** A template shown as a popup's content over the bridge, with its problems. */
export function renderTemplateInPopup(template: string, data: Partial<PopupData> = {}) {
  const compiled = compileTemplate(template, BLOCK_NAMES);
  const feature = data.feature ?? BRIDGE;
  const layerRead = data.layer ?? BRIDGE_LAYER;
  const files = data.files ?? BRIDGE_FILES;
  const { content, errors } = renderTemplate(
    compiled.nodes,
    { values: [popupScope(feature, layerRead, files)], helpers: TEMPLATE_HELPERS },
    POPUP_BLOCKS,
  );
  const view = renderInPopup(<div data-testid="content">{content}</div>, data);
  return {
    ...view,
    content: view.container.querySelector<HTMLElement>('[data-testid="content"]')!,
    errors: [...compiled.errors, ...errors].map((e) => e.message),
  };
}
