/**
 * The code shown in the 'Popup code' documentation: template syntax, building blocks with an
 * example each, the fields a template reads and the helpers it may call. Code is code: it is
 * the same in every language (the texts around it are in docsMessages.ts).
 */

export const SYNTAX_EXAMPLES = [
  {
    id: 'interpolation',
    code: '<p>{{ properties.label }} ({{ round(properties.height, 1) }} m)</p>',
  },
  {
    id: 'conditions',
    code: `<b v-if="properties.status === 'open'">Open</b>
<b v-else-if="properties.status">{{ properties.status }}</b>
<i v-else>Unknown</i>`,
  },
  {
    id: 'loops',
    code: `<ul>
  <li v-for="(file, index) in files">{{ index + 1 }}. {{ file.name }}</li>
</ul>
<p v-for="(value, name) in properties">{{ name }}: {{ value }}</p>`,
  },
  { id: 'show', code: '<p v-show="properties.notes">{{ properties.notes }}</p>' },
  {
    id: 'bindings',
    code: `<a :href="properties.exturl1" target="_blank">{{ properties.exturl1_n }}</a>
<img :src="properties.photo_url" :alt="properties.label">`,
  },
  {
    id: 'classes',
    code: `<span :class="{ warning: properties.defects > 0 }"
      :style="{ color: properties.defects > 0 ? 'red' : 'green' }">…</span>`,
  },
  { id: 'html', code: '<div v-html="properties.description_html"></div>' },
  {
    id: 'sections',
    code: `<popup-size width="85vw" height="85vh"></popup-size>
<template #title>{{ properties.label }}</template>
<template #header><header-image></header-image></template>
<attribute-table></attribute-table>
<template #footer>Survey {{ formatDate(properties.survey_date) }}</template>`,
  },
] as const;

export type SyntaxId = (typeof SYNTAX_EXAMPLES)[number]['id'];

export const BLOCK_EXAMPLES = [
  {
    name: 'header-image',
    attributes: 'name, height',
    code: '<template #header>\n  <header-image height="200"></header-image>\n</template>',
  },
  {
    name: 'attribute-table',
    attributes: 'fields, exclude, title',
    code: `<attribute-table title="Details" :fields="['label', 'height', 'material']"></attribute-table>`,
  },
  {
    name: 'map-location',
    attributes: 'lat, lon, label, zoom',
    code: '<map-location></map-location>\n<map-location :lat="properties.y" :lon="properties.x" label="Directions"></map-location>',
  },
  {
    name: 'video-playlist',
    attributes: 'videos, title, height',
    code: '<video-playlist title="Drive-by videos"></video-playlist>',
  },
  { name: 'dtm-files', attributes: 'files, title', code: '<dtm-files></dtm-files>' },
  {
    name: 'popup-files-table',
    attributes: 'title, formats, files, empty',
    code: `<popup-files-table title="Reports" :formats="['pdf', 'txt', 'xlsx']"></popup-files-table>`,
  },
  {
    name: 'filter-files-by-name',
    attributes: 'name, files, title, placeholder',
    code: '<filter-files-by-name name="inspection" title="Inspections"></filter-files-by-name>\n<filter-files-by-name></filter-files-by-name>',
  },
  {
    name: 'external-link-viewer',
    attributes: 'url, name, links, title, height',
    code: '<external-link-viewer height="100%"></external-link-viewer>',
  },
  {
    name: 'external-viewer-popup',
    attributes: 'url, name, links, label, title',
    code: '<external-viewer-popup :url="properties.exturl2" :name="properties.exturl2_n"></external-viewer-popup>',
  },
  {
    name: 'popup-tabs',
    attributes: 'vertical, value, title · popup-tab: title',
    code: `<popup-tabs :vertical="properties.vtabs">
  <popup-tab title="Attributes"><attribute-table></attribute-table></popup-tab>
  <popup-tab title="Files"><popup-files-table></popup-files-table></popup-tab>
</popup-tabs>`,
  },
  {
    name: 'image-viewer',
    attributes: 'files, index, height',
    code: `<image-viewer height="60vh" :files="filesWithExtension(files, 'jpg', 'png')"></image-viewer>`,
  },
  {
    name: 'panorama-viewer',
    attributes: 'file, height',
    code: '<panorama-viewer height="100%"></panorama-viewer>',
  },
  {
    name: 'point-cloud-viewer',
    attributes: 'file, height',
    code: `<point-cloud-viewer :file="filesNamed(files, 'scan')[0]" height="60vh"></point-cloud-viewer>`,
  },
  {
    name: 'model-viewer',
    attributes: 'file, height',
    code: '<model-viewer height="60vh"></model-viewer>',
  },
  {
    name: 'popup-size',
    attributes: 'width, height',
    code: '<popup-size width="900px" height="80vh"></popup-size>',
  },
] as const;

export type BlockName = (typeof BLOCK_EXAMPLES)[number]['name'];

/** The names a template reads: the popup's scope, then attributes the presets use. */
export const FIELD_NAMES = [
  'feature',
  'properties',
  'layer',
  'files',
  'label',
  'mapsutd_file',
  'layerId',
  'photo_date',
  'exturl',
  'tvurl',
  'vtabs',
  'wgs84',
  'header',
  'dtm',
] as const;

export type FieldName = (typeof FIELD_NAMES)[number];

export const FIELD_CODE: Record<FieldName, string> = {
  feature: 'feature.id, feature.fid, feature.layerId, feature.properties, feature.lon, feature.lat',
  properties: 'properties.<attribute>',
  layer: 'layer.id, layer.name, layer.type, layer.description, layer.attribution, layer.attributes',
  files: 'files[i].id, .name, .size, .content_type, .created_at, .extension',
  label: 'label',
  mapsutd_file: 'mapsutd_file',
  layerId: 'layerId',
  photo_date: 'photo_date',
  exturl: 'exturl1, exturl1_n, exturl2, exturl2_n …',
  tvurl: 'tvurl1, tvurl1_n, tvurl2, tvurl2_n …',
  vtabs: 'vtabs',
  wgs84: 'wgs84_lat, wgs84_lon',
  header: 'header.jpg',
  dtm: '…DTM…',
};

export const HELPER_EXAMPLES = [
  { name: 'formatDate', code: 'formatDate(properties.photo_date)' },
  { name: 'formatTime', code: 'formatTime(properties.photo_date)' },
  { name: 'formatDateTime', code: 'formatDateTime(properties.photo_date)' },
  { name: 'formatSize', code: 'formatSize(files[0].size)' },
  { name: 'round', code: 'round(properties.height, 2)' },
  { name: 'upper', code: 'upper(properties.code)' },
  { name: 'lower', code: 'lower(properties.code)' },
  { name: 'trim', code: 'trim(properties.name)' },
  { name: 'truncate', code: 'truncate(properties.notes, 80)' },
  { name: 'includes', code: "includes(properties.name, 'bridge')" },
  { name: 'startsWith', code: "startsWith(properties.code, 'OB')" },
  { name: 'join', code: "join(properties.tags, ' · ')" },
  { name: 'length', code: 'length(files)' },
  { name: 'isEmpty', code: 'isEmpty(properties.notes)' },
  { name: 'extension', code: 'extension(file.name)' },
  { name: 'filesWithExtension', code: "filesWithExtension(files, 'pdf', 'txt')" },
  { name: 'filesNamed', code: "filesNamed(files, 'DTM')" },
  { name: 'numbered', code: "numbered(properties, 'exturl')" },
] as const;

export type HelperName = (typeof HELPER_EXAMPLES)[number]['name'];

export const REFUSED = ['elements', 'events', 'links', 'code', 'html', 'limits'] as const;
export type RefusedId = (typeof REFUSED)[number];
