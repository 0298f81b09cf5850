import { LABEL_TEMPLATES, STYLE_TEMPLATES } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { lintStyleJson, splitValidatorMessage } from './lintStyleJson.js';
import { formatStyleJson, parseStyleJson } from './styleJson.js';

const notDrawn = (type: string) => `${type} not drawn`;
const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

describe('parseStyleJson', () => {
  it('takes an empty text as no style, so that the default applies', () => {
    expect(parseStyleJson('  \n')).toEqual({ ok: true, value: null });
  });

  it('does not apply text that does not parse, or that is not a list of style layers', () => {
    expect(parseStyleJson('[{"type": "line",')).toMatchObject({ ok: false, kind: 'syntax' });
    expect(parseStyleJson('{"type": "line"}')).toMatchObject({ ok: false, kind: 'shape' });
    expect(parseStyleJson('[{"paint": {}}]')).toMatchObject({
      ok: false,
      kind: 'shape',
      issues: [{ path: [0, 'type'] }],
    });
  });

  it('applies a list of style layers as it is', () => {
    const rules = [{ type: 'line', paint: { 'line-color': '#ff0000' } }];
    expect(parseStyleJson(JSON.stringify(rules))).toEqual({ ok: true, value: rules });
  });
});

describe('lintStyleJson', () => {
  it('finds nothing wrong with the templates of section 9', () => {
    for (const template of [...STYLE_TEMPLATES, ...LABEL_TEMPLATES]) {
      expect(lintStyleJson(formatStyleJson([...template.layers]), notDrawn)).toEqual([]);
    }
  });

  it('reports a MapLibre style error at the line of the property that has it', () => {
    const text = formatStyleJson([
      { type: 'fill', paint: { 'fill-color': '#777777' } },
      { type: 'line', paint: { 'line-color': '#000000', 'line-width': 'wide' } },
    ]);
    const problems = lintStyleJson(text, notDrawn);
    expect(problems).toHaveLength(1);
    const [problem] = problems;
    expect(problem?.message).toMatch(/^paint\.line-width: /);
    expect(text.slice(problem!.from, problem!.to)).toBe('"wide"');
    expect(lineOf(text, problem!.from)).toBe(
      text.split('\n').findIndex((l) => l.includes('"wide"')) + 1,
    );
  });

  it('reports an unknown expression inside a filter where it is written', () => {
    const text = '[\n  {\n    "type": "circle",\n    "filter": ["all", ["bogus"]]\n  }\n]';
    const [problem] = lintStyleJson(text, notDrawn);
    expect(problem?.message).toContain('Unknown expression "bogus"');
    expect(lineOf(text, problem!.from)).toBe(4);
  });

  it('reports a syntax error where the parser stopped', () => {
    const text = '[\n  {"type": "line",}\n]';
    const [problem] = lintStyleJson(text, notDrawn);
    expect(problem?.severity).toBe('error');
    expect(lineOf(text, problem!.from)).toBe(2);
  });

  it('reports a rule without a type at that rule', () => {
    const text = '[\n  {"type": "line"},\n  {"paint": {}}\n]';
    const [problem] = lintStyleJson(text, notDrawn);
    expect(problem?.message).toMatch(/^1\.type: /);
    expect(lineOf(text, problem!.from)).toBe(3);
  });

  it('warns of rule types that are not drawn from features', () => {
    const text = '[{"type": "raster"}]';
    expect(lintStyleJson(text, notDrawn)).toEqual([
      expect.objectContaining({ severity: 'warning', message: 'raster not drawn' }),
    ]);
  });
});

describe('splitValidatorMessage', () => {
  it('turns the validator path into a path into the list of rules', () => {
    expect(
      splitValidatorMessage(
        'layers[2].paint.line-width[4]: Expected number but found string instead.',
      ),
    ).toEqual({
      path: [2, 'paint', 'line-width', 4],
      text: 'paint.line-width[4]: Expected number but found string instead.',
    });
  });
});
