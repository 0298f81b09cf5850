import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.js';
import { markup, TRIANGLE } from '../testMarkups.js';
import { markupsReportPdf } from './markupsReportPdf.js';
import { reportContent, reportRows } from './reportContent.js';

// A 1 × 1 white JPEG.
const JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

describe('the markups report', () => {
  const t = i18n.getFixedT('en');
  const markups = [
    markup({
      id: 11,
      assignee: { id: 5, name: 'Brian Kelly' },
      due_date: '2026-04-01',
      feature: { layer: 3, fid: '12' },
      comment_count: 2,
    }),
    markup({
      id: 12,
      title: 'Overgrown crossing',
      status: 'in_progress',
      geometry: TRIANGLE,
    }),
  ];

  it('gives each markup its fields in words', () => {
    const rows = reportRows(markups[0]!, t, 'en', (id) => (id === 3 ? 'Culverts' : null));
    expect(Object.fromEntries(rows.map((row) => [row.label, row.value]))).toEqual({
      Category: 'Defect',
      Status: 'Open',
      Assignee: 'Brian Kelly',
      'Due date': '1 Apr 2026',
      'Survey date': '-',
      Created: expect.stringMatching(/^Ada Byrne, \d\d\/\d\d\/2026 \d\d:\d\d$/),
      'Last changed': expect.stringMatching(/^\d\d\/\d\d\/2026/),
      Where: '42.300000, -71.800000',
      Feature: 'Feature 12 of Culverts',
      Activity: 'Comments: 2, files: 0',
    });
    expect(
      reportRows(markups[1]!, t, 'en', () => null).find((r) => r.label === 'Where')?.value,
    ).toBe('Area (3 corners)');
  });

  it('is a cover and a page per markup, with its map and photos', () => {
    const image = { data: JPEG, width: 1, height: 1 };
    const content = reportContent({
      mapTitle: 'Corridor survey',
      markups,
      images: new Map([[11, { map: image, photos: [image, image] }]]),
      filtersText: null,
      t,
      language: 'en',
      layerName: () => null,
      now: new Date(2026, 2, 10, 9, 0),
    });
    expect(content.title).toBe('Markups: Corridor survey');
    expect(content.subtitle).toEqual(['Printed on 10/03/2026 at 09:00', 'Markups: 2']);
    expect(content.summary.lines).toEqual([
      ['11', 'Blocked culvert', 'Open'],
      ['12', 'Overgrown crossing', 'In progress'],
    ]);
    expect(content.pages[1]).toMatchObject({
      map: null,
      photos: [],
      status: { colour: '#ed6c02' },
    });
    const pdf = markupsReportPdf(content);
    expect(pdf.getNumberOfPages()).toBe(3);
    expect(content.footer(2, 3)).toBe('Corridor survey - page 2 of 3');
  });
});
