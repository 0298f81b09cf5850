import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../processing-error.js';
import { copyFixtures, fixture, tempDir } from '../test-support/fixtures.js';
import { runTool } from '../tools/run-tool.js';
import { jpegSize } from './jpeg-size.js';
import { readPhotoLocation } from './photo-location.js';

async function failure(promise: Promise<unknown>): Promise<ProcessingError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProcessingError);
  return err as ProcessingError;
}

describe('readPhotoLocation on the photo fixtures', () => {
  it('Pixel phone photo: position, altitude, UTC time from the GPS clock, real pixel size', async () => {
    const photo = await readPhotoLocation(fixture('photos/IMG_20180725_163423-tiny.jpg'));
    expect(photo.lat).toBeCloseTo(50.2996, 4);
    expect(photo.lon).toBeCloseTo(14.82029, 4);
    expect(photo.altitude).toBe(252);
    // DateTimeOriginal is 16:34:23 local (no offset recorded); the GPS clock says 14:34:23 UTC.
    expect(photo.takenAt).toBe('2018-07-25T14:34:23Z');
    // EXIF still claims the camera's 4048x3036; the file is a 1012x759 copy.
    expect(photo).toMatchObject({ width: 1012, height: 759, isPanorama: false });
  });

  it('drone photo: GPS with altitude, GPano namespace without equirectangular projection', async () => {
    const photo = await readPhotoLocation(fixture('photos/issue-exifr-13.jpg'));
    expect(photo.lat).toBeCloseTo(47.35418, 4);
    expect(photo.lon).toBeCloseTo(10.19132, 4);
    expect(photo.altitude).toBe(1252);
    expect(photo.takenAt).toBe('2019-10-03T09:10:11');
    expect(photo).toMatchObject({ width: 100, height: 67, isPanorama: false });
  });

  it.each([
    ['issue-exifr-4.jpg', 'an equirectangular photosphere without GPS'],
    ['img_1771.jpg', 'a camera photo with EXIF but no GPS'],
    ['noexif.jpg', 'a photo without any EXIF'],
  ])('%s (%s) → GPS_EXIF', async (name) => {
    expect((await failure(readPhotoLocation(fixture(`photos/${name}`)))).title).toBe('GPS_EXIF');
  });

  it('reads the JPEG frame size of every photo', async () => {
    expect(await jpegSize(fixture('photos/issue-exifr-4.jpg'))).toEqual({ width: 100, height: 50 });
    expect(await jpegSize(fixture('photos/img_1771.jpg'))).toEqual({ width: 480, height: 360 });
    expect(await jpegSize(fixture('photos/noexif.jpg'))).toEqual({ width: 250, height: 188 });
  });
});

describe('readPhotoLocation with GPS written into copies', () => {
  // exiftool is not available; GDAL writes EXIF GPS tags into a JPEG copy (EXIF_* metadata).
  async function photoWithGps(
    tags: Record<string, string>,
    source = 'photos/issue-exifr-4.jpg',
  ): Promise<string> {
    const dir = await tempDir();
    const out = `${dir}/gps.jpg`;
    const mo = Object.entries(tags).flatMap(([k, v]) => ['-mo', `${k}=${v}`]);
    await runTool(
      'gdal_translate',
      ['-of', 'JPEG', '-co', 'EXIF_THUMBNAIL=NO', ...mo, fixture(source), out],
      { timeoutMs: 30_000 },
    );
    return out;
  }
  const south = {
    EXIF_GPSLatitudeRef: 'S',
    EXIF_GPSLatitude: '(33) (51) (36)',
    EXIF_GPSLongitudeRef: 'W',
    EXIF_GPSLongitude: '(70) (40) (12)',
    EXIF_GPSAltitudeRef: '0x01',
    EXIF_GPSAltitude: '(12)',
  };

  it('southern/western hemisphere and below sea level are signed', async () => {
    const photo = await readPhotoLocation(await photoWithGps(south));
    expect(photo.lat).toBeCloseTo(-33.86, 4);
    expect(photo.lon).toBeCloseTo(-70.67, 4);
    expect(photo.altitude).toBe(-12);
  });

  it('a photosphere with GPS: XMP GPano equirectangular makes it a panorama', async () => {
    const withGps = await photoWithGps(south);
    // GDAL does not copy XMP: splice the photosphere's XMP segment (APP1) in after SOI.
    const source = await readFile(fixture('photos/issue-exifr-4.jpg'));
    const marker = source.indexOf('http://ns.adobe.com/xap/1.0/');
    const start = marker - 4; // FF E1, then the 2-byte length, then the namespace
    expect(source.readUInt16BE(start)).toBe(0xffe1);
    const segment = source.subarray(start, start + 2 + source.readUInt16BE(start + 2));
    const target = await readFile(withGps);
    await writeFile(withGps, Buffer.concat([target.subarray(0, 2), segment, target.subarray(2)]));
    const photo = await readPhotoLocation(withGps);
    expect(photo).toMatchObject({ isPanorama: true, width: 100, height: 50 });
    expect(photo.lat).toBeCloseTo(-33.86, 4);
  });

  it('exactly 0,0 is no fix → GPS_EXIF', async () => {
    const zero = { ...south, EXIF_GPSLatitude: '(0) (0) (0)', EXIF_GPSLongitude: '(0) (0) (0)' };
    expect((await failure(readPhotoLocation(await photoWithGps(zero)))).title).toBe('GPS_EXIF');
  });

  it('a latitude beyond 90° → GPS_EXIF', async () => {
    const beyond = { ...south, EXIF_GPSLatitude: '(95) (0) (0)' };
    expect((await failure(readPhotoLocation(await photoWithGps(beyond)))).title).toBe('GPS_EXIF');
  });

  it('a file that is not a JPEG → GDAL_COMPATIBLE', async () => {
    const dir = await tempDir();
    await copyFixtures(dir, [['attachments/pdf-definition.pdf', 'sphere.jpg']]);
    expect((await failure(readPhotoLocation(`${dir}/sphere.jpg`))).title).toBe('GDAL_COMPATIBLE');
  });
});
