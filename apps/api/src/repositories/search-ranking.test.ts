import { describe, expect, it } from 'vitest';
import { rankHits, type RankedHit } from './search-ranking.js';

const hit = (fid: number, values: Partial<RankedHit> = {}): RankedHit => ({
  layer_id: 1,
  fid,
  text: `Halt ${fid}`,
  west: 0,
  south: 0,
  east: 0,
  north: 0,
  exact: false,
  in_view: false,
  rank: 1,
  score: 0.5,
  ...values,
});

describe('search ranking', () => {
  it('orders exact, real in the view, real outside, then fuzzy, then by score and length', () => {
    const ranked = rankHits(
      [
        hit(1, { rank: 3, in_view: true, score: 0.9 }),
        hit(2, { rank: 2 }),
        hit(3, { rank: 2, in_view: true }),
        hit(4, { exact: true }),
        hit(5, { rank: 1, score: 0.4 }),
        hit(6, { rank: 1, score: 0.4, text: 'Halt' }),
        hit(7, { rank: 3, score: 0.95 }),
      ],
      10,
    );
    expect(ranked.map((h) => h.fid)).toEqual([4, 3, 6, 5, 2, 1, 7]);
  });

  it('keeps each feature once and stops at the limit', () => {
    const ranked = rankHits([hit(1), hit(1), hit(2), hit(3)], 2);
    expect(ranked).toEqual([
      { layer_id: 1, fid: 1, text: 'Halt 1', west: 0, south: 0, east: 0, north: 0 },
      { layer_id: 1, fid: 2, text: 'Halt 2', west: 0, south: 0, east: 0, north: 0 },
    ]);
  });

  it('counts characters as PostgreSQL does, not UTF-16 units', () => {
    const astral = hit(1, { text: '𝔸𝔸' });
    const plain = hit(2, { text: 'AAA' });
    expect(rankHits([plain, astral], 2).map((h) => h.fid)).toEqual([1, 2]);
  });
});
