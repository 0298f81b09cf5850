/**
 * Survey dates as files write them, read into the day they name ('YYYY-MM-DD'), or null. A date
 * that cannot be a capture day (year 0, the 1st of January of year 1, month 13, a day past the
 * month's end, anything before photography or after next year) is no date: nothing is invented.
 */

const EARLIEST_YEAR = 1900;

/** The day, if it is a real one within the years a survey can have been made. */
export function isoDay(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < EARLIEST_YEAR || year > new Date().getUTCFullYear() + 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * A date and time as TIFF and EXIF write it ('2018:07:25 16:34:23'), or as ISO 8601 writes it
 * ('2018-07-25', '2018-07-25T16:34:23Z'), or as FGDC metadata does ('20180725').
 */
export function dayOfText(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  const written = /^(\d{4})[:\-/]?(\d{2})[:\-/]?(\d{2})(?:$|[ T])/.exec(trimmed);
  if (!written) return null;
  return isoDay(Number(written[1]), Number(written[2]), Number(written[3]));
}

/**
 * The file creation day of a LAS (or COPC, LAZ) public header block: the day of the year and the
 * year, two little-endian unsigned shorts at bytes 90 and 92. Many writers leave them 0 (or 1/1
 * of year 1): no date then.
 */
export function dayOfLasHeader(header: Buffer): string | null {
  if (header.length < 94 || header.toString('latin1', 0, 4) !== 'LASF') return null;
  const dayOfYear = header.readUInt16LE(90);
  const year = header.readUInt16LE(92);
  if (dayOfYear < 1 || dayOfYear > 366) return null;
  const date = new Date(Date.UTC(year, 0, dayOfYear));
  if (date.getUTCFullYear() !== year) return null;
  return isoDay(year, date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * The day a dataset's metadata says its content was captured: FGDC's time period of content
 * (`<timeperd>`: a single date `<caldate>`, or the start `<begdate>` of a range), or ISO 19115's
 * temporal extent (`<gml:beginPosition>`, `<gml:timePosition>`) or a creation date
 * (`<gmd:CI_DateTypeCode codeListValue="creation">`). Other dates (publication, revision, the
 * metadata's own) say nothing of the survey and are ignored.
 */
export function dayOfMetadataXml(xml: string): string | null {
  const period = /<timeperd>([\s\S]*?)<\/timeperd>/i.exec(xml)?.[1];
  if (period) {
    const day = /<(?:caldate|begdate)>\s*([^<]+?)\s*</i.exec(period)?.[1];
    const found = dayOfText(day);
    if (found) return found;
  }
  const extent = /<gml:(?:beginPosition|timePosition)[^>]*>\s*([^<]+?)\s*</i.exec(xml)?.[1];
  if (dayOfText(extent)) return dayOfText(extent);
  for (const match of xml.matchAll(/<gmd:CI_Date>([\s\S]*?)<\/gmd:CI_Date>/gi)) {
    const block = match[1] ?? '';
    if (!/codeListValue="creation"/i.test(block)) continue;
    const day = /<gco:Date(?:Time)?>\s*([^<]+?)\s*</i.exec(block)?.[1];
    if (dayOfText(day)) return dayOfText(day);
  }
  return null;
}
