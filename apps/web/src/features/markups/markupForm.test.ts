import { describe, expect, it } from 'vitest';
import {
  createBody,
  markupFormRules,
  newMarkupValues,
  patchBody,
  valuesOfMarkup,
} from './markupForm.js';
import { markup } from './testMarkups.js';

const issues = (values: unknown) =>
  markupFormRules.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the markup form', () => {
  it('wants a title and a category; limits the texts; takes a day or nothing', () => {
    const fresh = newMarkupValues(null, null);
    expect(issues(fresh)).toEqual([
      ['title', 'validation.required'],
      ['category', 'validation.required'],
    ]);
    const filled = { ...newMarkupValues(1, '2026-02-10'), title: 'Cracked bearing' };
    expect(issues(filled)).toEqual([]);
    expect(issues({ ...filled, title: '   ' })).toEqual([['title', 'validation.required']]);
    expect(issues({ ...filled, title: 'x'.repeat(201) })).toEqual([
      ['title', 'markup.form.titleTooLong'],
    ]);
    expect(issues({ ...filled, description: 'x'.repeat(10_001) })).toEqual([
      ['description', 'markup.form.descriptionTooLong'],
    ]);
    expect(issues({ ...filled, due_date: '31/03/2026' })).toEqual([
      ['due_date', 'markup.form.dayInvalid'],
    ]);
  });

  it('starts open, in the first category, on the survey date the slider shows', () => {
    expect(newMarkupValues(4, '2026-02-10')).toMatchObject({
      status: 'open',
      category: '4',
      survey_date: '2026-02-10',
      assignee: '',
    });
  });

  it('creates a markup from the drawn shape and the feature it is about', () => {
    const values = {
      ...newMarkupValues(2, null),
      title: ' Vegetation over the crossing ',
      assignee: '5',
      due_date: '2026-04-01',
    };
    expect(
      createBody(values, { type: 'Point', coordinates: [-7.1, 53.2] }, { layer: 3, fid: '12' }),
    ).toEqual({
      geometry: { type: 'Point', coordinates: [-7.1, 53.2] },
      title: 'Vegetation over the crossing',
      description: '',
      category: 2,
      status: 'open',
      assignee: 5,
      due_date: '2026-04-01',
      survey_date: null,
      feature: { layer: 3, fid: '12' },
    });
  });

  it('sends what changed, with the version it edited', () => {
    const before = markup({ version: 3, assignee: { id: 5, name: 'Brian Kelly' } });
    const values = valuesOfMarkup(before);
    expect(patchBody(values, before)).toEqual({ version: 3 });
    expect(patchBody({ ...values, status: 'resolved', assignee: '' }, before)).toEqual({
      status: 'resolved',
      assignee: null,
      version: 3,
    });
  });
});
