import { describe, expect, it } from 'vitest';
import { acceptsAnswer, mapViewParam } from './searchQuery.js';

describe('search query', () => {
  it('sends the view as swLng,swLat,neLng,neLat within the globe', () => {
    expect(mapViewParam([-71.123456789, 42, -70.5, 42.75])).toBe('-71.123457,42,-70.5,42.75');
    expect(mapViewParam([-400, -89.9, 400, 89.9])).toBe('-180,-89.9,180,89.9');
    expect(mapViewParam([0.0000001, 0, 1, 1])).toBe('0,0,1,1');
    expect(mapViewParam(null)).toBeUndefined();
  });

  it('uses an answer only when it echoes the current text', () => {
    const answer = { query: 'Chandler', results: [], attribution: [] };
    expect(acceptsAnswer(answer, 'Chandler')).toBe(true);
    expect(acceptsAnswer(answer, ' Chandler ')).toBe(true);
    expect(acceptsAnswer(answer, 'Chandl')).toBe(false);
    expect(acceptsAnswer(undefined, 'Chandler')).toBe(false);
  });
});
