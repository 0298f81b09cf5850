import { describe, expect, it } from 'vitest';
import { layerFile } from '../../test/layers.js';
import { compileTemplate } from '../../lib/popupTemplate/compileTemplate.js';
import { boolAttr, filesAttr, linksAttr, listAttr, sizeAttr } from './blocks/attrs.js';
import { frameableUrl, openableUrl, videoSourceOf } from './blocks/externalLinks.js';
import { coordinatesText, mapLinkOf, positionOf } from './blocks/mapLink.js';
import { BLOCK_NAMES } from './blocks/registry.js';
import { dtmFiles, mainFile, viewerKindOf, withExtensions } from './files/fileGroups.js';
import { splitSections } from './templateSections.js';

const ORIGIN = 'https://maps.example.com';

describe('block attributes', () => {
  it('read lists, booleans and sizes leniently', () => {
    expect(listAttr({ formats: 'pdf, txt ,' }, 'formats')).toEqual(['pdf', 'txt']);
    expect(listAttr({ formats: ['pdf', 3, null] }, 'formats')).toEqual(['pdf', '3']);
    expect(boolAttr({ vertical: 'true' }, 'vertical')).toBe(true);
    expect(boolAttr({ vertical: '' }, 'vertical')).toBe(true);
    expect(boolAttr({ vertical: 'false' }, 'vertical')).toBe(false);
    expect(boolAttr({ hideEmpty: true }, 'hide-empty')).toBe(true);
    expect(sizeAttr({ height: '60vh' }, 'height')).toBe('60vh');
    expect(sizeAttr({ height: '480' }, 'height')).toBe(480);
    expect(sizeAttr({ height: 'calc(1px + url(x))' }, 'height')).toBeUndefined();
  });

  it("pick files among the feature's own, by object, id or name, never others", () => {
    const files = [layerFile({ id: 1, name: 'a.pdf' }), layerFile({ id: 2, name: 'B.glb' })];
    expect(filesAttr({}, 'files', files)).toEqual(files);
    expect(
      filesAttr({ files: [{ id: 2 }, 'A.PDF', { id: 99 }, 'other.pdf'] }, 'files', files),
    ).toEqual([files[1], files[0]]);
    expect(filesAttr({ file: { id: 1, name: 'forged' } }, 'file', files)).toEqual([files[0]]);
  });

  it('read links from numbered() pairs or plain addresses', () => {
    expect(linksAttr({ links: [{ url: 'https://a', name: '' }, 'https://b', 7] }, 'links')).toEqual(
      [
        { url: 'https://a', name: 'https://a' },
        { url: 'https://b', name: 'https://b' },
      ],
    );
  });
});

describe('external addresses', () => {
  it('open http(s) only, and frame https sites other than the portal', () => {
    expect(openableUrl('javascript:alert(1)')).toBeNull();
    expect(openableUrl('data:text/html,x')).toBeNull();
    expect(openableUrl(' http://a.example/x ')).toBe('http://a.example/x');
    expect(frameableUrl('http://a.example/x', ORIGIN)).toBeNull();
    expect(frameableUrl('https://a.example/x', ORIGIN)).toBe('https://a.example/x');
    expect(frameableUrl(`${ORIGIN}/maps/1/`, ORIGIN)).toBeNull();
  });

  it('play YouTube and Vimeo in their players, other https videos in a frame', () => {
    expect(videoSourceOf('https://youtu.be/dQw4w9WgXcQ', ORIGIN)).toEqual({
      kind: 'embed',
      site: 'YouTube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(videoSourceOf('https://vimeo.com/76979871', ORIGIN)).toMatchObject({
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(videoSourceOf('https://cdn.example/v.mp4', ORIGIN)).toEqual({
      kind: 'frame',
      src: 'https://cdn.example/v.mp4',
    });
    expect(videoSourceOf('http://cdn.example/v.mp4', ORIGIN)).toEqual({
      kind: 'link',
      src: 'http://cdn.example/v.mp4',
    });
    expect(videoSourceOf('javascript:alert(1)', ORIGIN)).toBeNull();
  });
});

describe('map locations', () => {
  it("open in the device's map application", () => {
    expect(mapLinkOf(53.35, -6.26, 'Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe(
      'geo:53.350000,-6.260000?q=53.350000,-6.260000',
    );
    expect(mapLinkOf(53.35, -6.26, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)')).toMatch(
      /^https:\/\/maps\.apple\.com\/\?ll=53\.350000,-6\.260000/,
    );
    expect(mapLinkOf(53.35, -6.26, 'Mozilla/5.0 (X11; Linux x86_64)')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=53\.350000&mlon=-6\.260000/,
    );
    expect(coordinatesText(53.35, -6.26)).toBe('53.350000, -6.260000');
  });

  it('read positions from numbers or texts, and only real ones', () => {
    expect(positionOf('53.35', -6.26)).toEqual({ lat: 53.35, lon: -6.26 });
    expect(positionOf(95, 0)).toBeNull();
    expect(positionOf('', '')).toBeNull();
    expect(positionOf(null, 3)).toBeNull();
  });
});

describe('file groups', () => {
  const files = [
    'a.PDF',
    'b.copc.laz',
    'c.laz',
    'model.glb',
    'x_DTM_1.tif',
    'dtm.asc',
    'pic.jpg',
  ].map((name, id) => layerFile({ id, name }));
  it('by extension (a COPC cloud is a laz too), by DTM in the name, by viewer', () => {
    expect(withExtensions(files, ['pdf', '.laz']).map((f) => f.name)).toEqual([
      'a.PDF',
      'b.copc.laz',
      'c.laz',
    ]);
    expect(dtmFiles(files).map((f) => f.name)).toEqual(['x_DTM_1.tif', 'dtm.asc']);
    expect(files.map(viewerKindOf)).toEqual([
      'pdf',
      'point-cloud',
      null,
      'model',
      null,
      null,
      'image',
    ]);
  });

  it("choose a viewer's file: the one mapsutd_file names, else the first", () => {
    expect(mainFile(files, { mapsutd_file: 'C.LAZ' }, ['copc.laz', 'laz'])?.name).toBe('c.laz');
    expect(mainFile(files, {}, ['copc.laz', 'laz'])?.name).toBe('b.copc.laz');
    expect(mainFile(files, {}, ['ifc'])).toBeNull();
  });
});

describe('template sections', () => {
  const split = (source: string) => splitSections(compileTemplate(source, BLOCK_NAMES).nodes);

  it('fill title, header and footer, the rest is content; popup-size sizes it', () => {
    const { sections, size } = split(`<popup-size width="85vw" height="85vh" depth="3"></popup-size>
<template #title>T</template>
<template #header>H</template>
<p>C</p>
<template #footer>F</template>`);
    expect(Object.keys(sections).sort()).toEqual(['content', 'footer', 'header', 'title']);
    expect(size).toEqual({ width: '85vw', height: '85vh' });
  });

  it('take only CSS lengths as sizes, and no content from whitespace', () => {
    const { sections, size } = split(
      '<popup-size width="expression(alert(1))" height="40%"></popup-size>\n<template #title>T</template>\n',
    );
    expect(size).toEqual({ height: '40%' });
    expect(sections.content).toBeUndefined();
  });
});
