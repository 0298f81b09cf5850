import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  attachmentBlob,
  attachmentsOfFeature,
  manifestOf,
  packedAttachments,
  readAttachmentManifest,
} from './packAttachments.js';
import { attachmentsArchive } from './testAttachmentsArchive.js';

const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
const REPORT = strToU8('%PDF-1.4 a report');

const archive = () =>
  attachmentsArchive(3, [{ id: 9, name: 'report.pdf', type: 'application/pdf', data: REPORT }], {
    12: [{ id: 7, name: 'photo.jpg', type: 'image/jpeg', data: PHOTO }],
  });

describe('packed attachments', () => {
  it('reads the manifest from the ZIP’s central directory', async () => {
    const manifest = await readAttachmentManifest(archive());
    expect(manifest.layer).toBe(3);
    expect(manifest.all.map((e) => e.name)).toEqual(['report.pdf']);
    expect(Object.keys(manifest.features)).toEqual(['12']);
  });

  it('lists a feature’s own attachments and every feature’s, by name', async () => {
    const file = archive();
    expect((await packedAttachments(file, 12)).map((e) => e.name)).toEqual([
      'photo.jpg',
      'report.pdf',
    ]);
    expect((await packedAttachments(file, 13)).map((e) => e.name)).toEqual(['report.pdf']);
    const manifest = await manifestOf(file);
    expect(attachmentsOfFeature({ ...manifest, all: [] }, 13)).toEqual([]);
  });

  it('reads a file’s bytes by its offset, typed as the file was', async () => {
    const file = archive();
    const [photo] = await packedAttachments(file, 12);
    const blob = attachmentBlob(file, photo!);
    expect(blob.type).toBe('image/jpeg');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PHOTO);
  });

  it('refuses what is not an attachments archive', async () => {
    await expect(readAttachmentManifest(new Blob([new Uint8Array(40)]))).rejects.toThrow(
      'This is not an attachments archive.',
    );
    const noManifest = zipSync({ 'a.txt': [strToU8('a'), { level: 0 }] });
    await expect(
      readAttachmentManifest(new Blob([noManifest as Uint8Array<ArrayBuffer>])),
    ).rejects.toThrow('no manifest');
  });
});
