import { defaultHighlightStyle } from '@codemirror/language';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.js';
import { BACKGROUNDS, PLACEHOLDER, readableHighlightStyle } from './readableCodeEditor.js';

describe('readableCodeEditor', () => {
  it('reads at 4.5:1 on the page and on the highlighted line, token by token', () => {
    const colours = readableHighlightStyle.specs.flatMap((spec) =>
      typeof spec.color === 'string' ? [spec.color] : [],
    );
    expect(colours.length).toBeGreaterThan(5);
    for (const colour of [...colours, PLACEHOLDER]) {
      for (const back of BACKGROUNDS)
        expect(contrastRatio(colour, back), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the colours that already read and every token CodeMirror styles', () => {
    expect(readableHighlightStyle.specs).toHaveLength(defaultHighlightStyle.specs.length);
    const kept = defaultHighlightStyle.specs.findIndex((spec) => spec.color === '#00f');
    expect(readableHighlightStyle.specs[kept]?.color).toBe('#0000ff');
  });
});
