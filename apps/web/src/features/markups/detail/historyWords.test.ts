import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.js';
import { event } from '../testMarkups.js';
import { describeEvent, type Lookups } from './historyWords.js';

const lookups: Lookups = {
  category: (id) => (id === 2 ? 'Hazard' : null),
  person: (id) => (id === 5 ? 'Brian Kelly' : null),
  layer: (id) => (id === 3 ? 'Culverts' : null),
  language: 'en',
};

describe('the history in words', () => {
  const t = i18n.getFixedT('en');

  it('says who changed what, from what to what', () => {
    const described = describeEvent(
      event({
        kind: 'changed',
        at: '2026-03-02T09:30:00.000Z',
        changes: {
          status: { from: 'open', to: 'in_progress' },
          assignee: { from: null, to: 'Brian Kelly' },
          category: { from: 'Defect', to: 'Hazard' },
          due_date: { from: null, to: '2026-04-01' },
          title: { from: 'Culvert', to: 'Blocked culvert' },
          description: { from: 'a', to: 'b' },
          geometry: { from: 'Point', to: 'Polygon' },
        },
      }),
      t,
      lookups,
    );
    expect(described.who).toBe('Ada Byrne');
    expect(described.what).toBe('changed:');
    expect(described.changes).toEqual([
      'Status: Open → In progress',
      'Assignee: none → Brian Kelly',
      'Category: Defect → Hazard',
      'Due date: none → 1 Apr 2026',
      'Title: “Culvert” → “Blocked culvert”',
      'Description changed',
      'Shape changed on the map',
    ]);
  });

  it('names a share link’s viewer by the name they gave, and the files attached', () => {
    expect(
      describeEvent(event({ kind: 'commented', actor: null, share_name: 'Council' }), t, lookups),
    ).toMatchObject({ who: 'Council (via the share link)', what: 'commented' });
    expect(
      describeEvent(
        event({ kind: 'attached', changes: { file: { from: null, to: 'IMG_0042.jpg' } } }),
        t,
        lookups,
      ).what,
    ).toBe('attached IMG_0042.jpg');
    expect(describeEvent(event({ actor: null }), t, lookups).who).toBe('Someone');
  });

  it('speaks French and Irish too', async () => {
    await i18n.loadLanguages(['fr', 'ga']);
    const change = event({ kind: 'changed', changes: { status: { from: 'open', to: 'closed' } } });
    expect(describeEvent(change, i18n.getFixedT('fr'), lookups).changes).toEqual([
      'Statut : Ouverte → Fermée',
    ]);
    expect(describeEvent(change, i18n.getFixedT('ga'), lookups).changes).toEqual([
      'Stádas: Oscailte → Dúnta',
    ]);
  });
});
