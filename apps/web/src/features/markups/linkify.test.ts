import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.js';

describe('plain text with links', () => {
  it('makes web addresses links and leaves everything else text', () => {
    expect(linkify('See https://example.com/a?b=1, then www.example.org.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'www.example.org', href: 'https://www.example.org' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes, and keeps a bracket the link opened', () => {
    expect(linkify('javascript:alert(1) <b>x</b>')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) <b>x</b>' },
    ]);
    expect(linkify('(https://en.wikipedia.org/wiki/Culvert_(drain))')).toEqual([
      { kind: 'text', text: '(' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Culvert_(drain)',
        href: 'https://en.wikipedia.org/wiki/Culvert_(drain)',
      },
      { kind: 'text', text: ')' },
    ]);
  });
});
