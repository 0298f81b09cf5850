/**
 * The 7 popup presets of section 9, under the names DESIGN.md settles, each a template in the
 * popup engine's syntax (Vue template syntax, interpreted: see lib/popupTemplate). They
 * are offered by the layer form's 'Apply popup template' menu; the Tab View Popup is the
 * template of a new layer. Their texts (tab and table titles) are the template author's, in
 * English, as any author's template text is.
 *
 * Plain text only: this module is read by the settings screens without the engine.
 */

export type PopupPresetId =
  | 'standard'
  | 'tab-view'
  | 'image-viewer'
  | 'point-cloud'
  | '3d-viewer'
  | 'external-site'
  | 'panorama-photos';

export interface PopupPreset {
  id: PopupPresetId;
  name: string;
  template: string;
}

const STANDARD = `<template #header>
  <header-image></header-image>
</template>
<attribute-table></attribute-table>
<map-location></map-location>
<external-viewer-popup v-if="properties.exturl1"></external-viewer-popup>
<video-playlist v-if="properties.tvurl1" title="Videos"></video-playlist>
<popup-files-table title="Attachments"></popup-files-table>
`;

/** Section 9, Tab View default: 85vw × 85vh; Attributes / Attachments / External Link. */
const TAB_VIEW = `<popup-size width="85vw" height="85vh"></popup-size>
<template #header>
  <header-image></header-image>
</template>
<popup-tabs :vertical="properties.vtabs">
  <popup-tab title="Attributes">
    <attribute-table></attribute-table>
    <map-location></map-location>
  </popup-tab>
  <popup-tab title="Attachments">
    <popup-files-table title="Reports" :formats="['pdf', 'txt', 'xlsx']"></popup-files-table>
    <popup-files-table title="CAD Files" :formats="['dxf', 'dwg']"></popup-files-table>
    <popup-files-table title="3D Files" :formats="['ifc', 'glb', 'laz']"></popup-files-table>
    <popup-files-table title="Images" :formats="['png', 'jpg']"></popup-files-table>
    <dtm-files v-if="filesNamed(files, 'DTM').length > 0"></dtm-files>
  </popup-tab>
  <popup-tab title="External Link">
    <external-link-viewer height="100%"></external-link-viewer>
  </popup-tab>
</popup-tabs>
`;

const IMAGE_VIEWER = `<popup-size width="900px"></popup-size>
<image-viewer height="60vh"></image-viewer>
<attribute-table title="Attributes"></attribute-table>
<popup-files-table title="Other files" :files="filesWithExtension(files, 'pdf', 'txt', 'xlsx', 'dxf', 'dwg')"></popup-files-table>
`;

const POINT_CLOUD = `<popup-size width="85vw" height="85vh"></popup-size>
<point-cloud-viewer height="60vh"></point-cloud-viewer>
<attribute-table title="Attributes"></attribute-table>
<popup-files-table title="Point clouds" :formats="['laz']"></popup-files-table>
`;

const MODEL_VIEWER = `<popup-size width="85vw" height="85vh"></popup-size>
<model-viewer height="60vh"></model-viewer>
<attribute-table title="Attributes"></attribute-table>
<popup-files-table title="3D Files" :formats="['glb', 'gltf', 'ifc']"></popup-files-table>
`;

const EXTERNAL_SITE = `<popup-size width="85vw" height="85vh"></popup-size>
<external-link-viewer height="100%"></external-link-viewer>
`;

const PANORAMA_PHOTOS = `<popup-size width="85vw" height="85vh"></popup-size>
<template #title>
  {{ properties.label || layer.name }}
  <small v-if="properties.photo_date"> — {{ formatDateTime(properties.photo_date) }}</small>
</template>
<panorama-viewer height="100%"></panorama-viewer>
`;

export const POPUP_PRESETS: readonly PopupPreset[] = [
  { id: 'standard', name: 'Standard Popup', template: STANDARD },
  { id: 'tab-view', name: 'Tab View Popup', template: TAB_VIEW },
  { id: 'image-viewer', name: 'Image Viewer Popup', template: IMAGE_VIEWER },
  { id: 'point-cloud', name: 'Point Cloud Popup', template: POINT_CLOUD },
  { id: '3d-viewer', name: '3D Viewer Popup', template: MODEL_VIEWER },
  { id: 'external-site', name: 'External Site Popup', template: EXTERNAL_SITE },
  { id: 'panorama-photos', name: 'Panorama Photos Popup', template: PANORAMA_PHOTOS },
];

/** The template of a new layer (section 9: the Tab View is the new-layer default). */
export const NEW_LAYER_POPUP = TAB_VIEW;
