import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixtures, fixture, tempDir } from '../test-support/fixtures.js';
import { runGdal } from '../tools/gdal.js';
import { dayOfLasHeader, dayOfMetadataXml, dayOfText, isoDay } from './date-text.js';
import { readSurveyDate } from './read-survey-date.js';

describe('survey dates as files write them', () => {
  it('reads TIFF, EXIF, ISO and FGDC dates, and refuses days that cannot be', () => {
    expect(dayOfText('2018:07:25 16:34:23')).toBe('2018-07-25');
    expect(dayOfText('2018-07-25T16:34:23Z')).toBe('2018-07-25');
    expect(dayOfText('20130529')).toBe('2013-05-29');
    for (const nothing of [
      '0000:00:00 00:00:00',
      '2019:02:30 10:00:00',
      '1899:12:31',
      'soon',
      '',
    ]) {
      expect(dayOfText(nothing), nothing).toBeNull();
    }
    expect(isoDay(2024, 2, 29)).toBe('2024-02-29');
    expect(isoDay(2023, 2, 29)).toBeNull();
    expect(isoDay(new Date().getUTCFullYear() + 2, 1, 1)).toBeNull();
  });

  it('takes the time period of content, not the publication or metadata dates', () => {
    const fgdc = `<metadata><idinfo><citation><citeinfo><pubdate>20140101</pubdate></citeinfo>
      </citation><timeperd><timeinfo><rngdates><begdate>20120612</begdate>
      <enddate>20120614</enddate></rngdates></timeinfo></timeperd></idinfo>
      <metainfo><metd>20150101</metd></metainfo></metadata>`;
    expect(dayOfMetadataXml(fgdc)).toBe('2012-06-12');
    const iso = `<gmd:CI_Date><gmd:date><gco:Date>2011-01-01</gco:Date></gmd:date><gmd:dateType>
      <gmd:CI_DateTypeCode codeListValue="publication"/></gmd:dateType></gmd:CI_Date>
      <gmd:CI_Date><gmd:date><gco:DateTime>2010-09-08T10:00:00</gco:DateTime></gmd:date>
      <gmd:dateType><gmd:CI_DateTypeCode codeListValue="creation"/></gmd:dateType></gmd:CI_Date>`;
    expect(dayOfMetadataXml(iso)).toBe('2010-09-08');
    expect(dayOfMetadataXml('<metadata><metd>20150101</metd></metadata>')).toBeNull();
  });

  it('reads the LAS header’s creation day, and none from a header that leaves it unset', async () => {
    const copc = await readFile(fixture('3d/ellipsoid.copc.laz'));
    // The fixture's writer left day 1 of year 1: no date, nothing invented.
    expect(dayOfLasHeader(copc)).toBeNull();
    const dated = Buffer.from(copc.subarray(0, 375));
    dated.writeUInt16LE(196, 90);
    dated.writeUInt16LE(2023, 92);
    expect(dayOfLasHeader(dated)).toBe('2023-07-15');
    expect(
      dayOfLasHeader(Buffer.from('not a point cloud at all, not even close to one')),
    ).toBeNull();
  });
});

describe('survey dates read from real files', () => {
  it('reads photos’ EXIF DateTimeOriginal, and no date from a photo without EXIF', async () => {
    expect(await readSurveyDate(fixture('photos/IMG_20180725_163423-tiny.jpg'), 'photo')).toBe(
      '2018-07-25',
    );
    expect(await readSurveyDate(fixture('photos/img_1771.jpg'), 'photo')).toBe('2003-12-14');
    expect(await readSurveyDate(fixture('photos/issue-exifr-13.jpg'), 'photo')).toBe('2019-10-03');
    expect(await readSurveyDate(fixture('photos/noexif.jpg'), 'photo')).toBeNull();
  });

  it('reads a GeoTIFF’s DateTime tag, and no date from one without it', async () => {
    const dir = await tempDir();
    const dated = path.join(dir, 'dated.tif');
    // The real DEM with the TIFF DateTime tag its camera or writer would set.
    await runGdal(
      'gdal_translate',
      [
        '-q',
        '-mo',
        'TIFFTAG_DATETIME=2020:06:15 10:42:00',
        fixture('geotiff/dom1_32_356_5699_1_nw_2020.tif'),
        dated,
      ],
      { timeoutMs: 60_000 },
    );
    expect(await readSurveyDate(dated, 'raster')).toBe('2020-06-15');
    expect(
      await readSurveyDate(fixture('geotiff/dom1_32_356_5699_1_nw_2020.tif'), 'raster'),
    ).toBeNull();
  });

  it('reads a shapefile’s .shp.xml time period and a point cloud’s header; a GeoPackage without dates has none', async () => {
    const dir = await tempDir();
    await copyFixtures(dir, [['shapefile/senate.shp'], ['shapefile/senate.shp.xml']]);
    expect(
      await readSurveyDate(path.join(dir, 'senate.shp'), 'vector', {
        companions: ['senate.shp.xml'],
      }),
    ).toBe('2013-05-29');
    expect(await readSurveyDate(fixture('shapefile/senate.shp'), 'vector')).toBeNull();
    expect(await readSurveyDate(fixture('gpkg/example.gpkg'), 'vector')).toBeNull();
    const cloud = path.join(dir, 'survey.copc.laz');
    const bytes = Buffer.from(await readFile(fixture('3d/ellipsoid.copc.laz')));
    bytes.writeUInt16LE(32, 90);
    bytes.writeUInt16LE(2024, 92);
    await writeFile(cloud, bytes);
    expect(await readSurveyDate(cloud, 'attachment')).toBe('2024-02-01');
    expect(await readSurveyDate(fixture('3d/ellipsoid.copc.laz'), 'attachment')).toBeNull();
  });
});
