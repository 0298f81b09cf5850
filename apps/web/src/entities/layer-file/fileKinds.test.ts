import { describe, expect, it } from 'vitest';
import { attachTarget, isAttachment, isDataFile, viewableKind } from './fileKinds.js';

describe('file kinds', () => {
  it('lets the browser show images and PDFs only', () => {
    expect(viewableKind({ name: 'a.jpg', content_type: 'image/jpeg' })).toBe('image');
    expect(viewableKind({ name: 'a', content_type: 'image/webp' })).toBe('image');
    expect(viewableKind({ name: 'a.pdf', content_type: 'application/pdf' })).toBe('pdf');
    expect(viewableKind({ name: 'a.tif', content_type: 'image/tiff' })).toBeNull();
    expect(viewableKind({ name: 'a.svg', content_type: 'image/svg+xml' })).toBeNull();
    expect(viewableKind({ name: 'x.xlsx', content_type: 'application/vnd.ms-excel' })).toBeNull();
    expect(viewableKind({ name: 'scan.PDF', content_type: null })).toBe('pdf');
    expect(viewableKind({ name: 'photo.png', content_type: 'application/octet-stream' })).toBe(
      'image',
    );
  });

  it('tells data files from attachments', () => {
    expect(isDataFile({ role: 'source' })).toBe(true);
    expect(isDataFile({ role: 'companion' })).toBe(true);
    expect(isDataFile({ role: 'derived' })).toBe(false);
    expect(isAttachment({ role: 'attachment' })).toBe(true);
  });

  it("reads where an attachment is attached ('__ALL__,*' is every feature)", () => {
    expect(attachTarget('__ALL__,*')).toEqual({ all: true });
    expect(attachTarget('SENDISTNUM,36')).toEqual({ field: 'SENDISTNUM', value: '36' });
    expect(attachTarget('NAME,Main St, North')).toEqual({ field: 'NAME', value: 'Main St, North' });
    expect(attachTarget(null)).toBeNull();
  });
});
