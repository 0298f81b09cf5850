import { describe, expect, it } from 'vitest';
import { layerFile } from '../../test/layers.js';
import { attributeText, popupTitle, visibleAttributes, webLink } from './featureAttributes.js';
import { headerImageOf } from './headerImage.js';

describe('popup attributes', () => {
  it("follow the layer's attribute order, then the rest, hiding CAD style and internal keys", () => {
    const rows = visibleAttributes(
      {
        zeta: 1,
        SENATOR: 'Chandler',
        fid: 4,
        sub_layer: 'Layer1',
        waymark__ogr_style__pen_color: '#ff0000',
        alpha: null,
        SENDISTNUM: 36,
      },
      ['SENATOR', 'SENDISTNUM', 'missing'],
    );
    expect(rows).toEqual([
      ['SENATOR', 'Chandler'],
      ['SENDISTNUM', '36'],
      ['alpha', ''],
      ['zeta', '1'],
    ]);
  });

  it('write values as text', () => {
    expect(attributeText(true)).toBe('true');
    expect(attributeText({ a: 1 })).toBe('{"a":1}');
    expect(attributeText(undefined)).toBe('');
  });

  it("are titled by the feature's label, else the layer's name", () => {
    expect(popupTitle({ label: 'Photo 1' }, 'Photos')).toBe('Photo 1');
    expect(popupTitle({ label: '  ' }, 'Photos')).toBe('Photos');
    expect(popupTitle({}, 'Photos')).toBe('Photos');
  });

  it('link only web addresses', () => {
    expect(webLink('https://example.com/a')).toBe('https://example.com/a');
    expect(webLink('javascript:alert(1)')).toBeNull();
    expect(webLink('see https://example.com')).toBeNull();
  });
});

describe('popup header image', () => {
  const photo = layerFile({ id: 9, name: 'IMG_1.jpg', content_type: 'image/jpeg' });
  const header = layerFile({ id: 5, name: 'header.jpg', content_type: 'image/jpeg' });

  it('is the header.jpg attachment, else a photo layer’s picture', () => {
    expect(headerImageOf([photo, header], 'vector')).toBe(header);
    expect(headerImageOf([layerFile(), photo], 'photo')).toBe(photo);
    expect(headerImageOf([photo], 'vector')).toBeNull();
  });
});
