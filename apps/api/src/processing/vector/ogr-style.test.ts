import { beforeAll, describe, expect, it } from 'vitest';
import { extensionOf } from '../file-types.js';
import { fixture, tempDir } from '../test-support/fixtures.js';
import { query, useScratchDatabase } from '../test-support/scratch-db.js';
import { runGdal } from '../tools/gdal.js';
import { libpqEnv } from './pg-target.js';
import { gatherCad, readSource } from './read-source.js';

// waymark_ogr_style() lives in db/migrations/0003_ogr_style.sql; the scratch database is a
// clone of the migrated test template, so this tests the migration itself.
let url: string;
const scratch = useScratchDatabase();
beforeAll(() => {
  url = scratch();
});

async function style(text: string | null): Promise<Record<string, unknown>> {
  const [row] = await query<{ s: Record<string, unknown> }>(
    url,
    'SELECT waymark_ogr_style($1) AS s',
    [text],
  );
  return row!.s;
}

const P = 'waymark__ogr_style__';

describe('waymark_ogr_style: hand-written cases', () => {
  it('null and empty give {}', async () => {
    expect(await style(null)).toEqual({});
    expect(await style('')).toEqual({});
    expect(await style('   ')).toEqual({});
  });

  it('reads a pen: colour and width', async () => {
    expect(await style('PEN(c:#FF0000,w:2px)')).toEqual({
      [`${P}pen_color`]: '#ff0000',
      [`${P}pen_width`]: 2,
    });
  });

  it('converts absolute widths to pixels and keeps ground units as written', async () => {
    expect((await style('PEN(c:#000000,w:3pt)'))[`${P}pen_width`]).toBe(4);
    expect((await style('PEN(c:#000000,w:0.5mm)'))[`${P}pen_width`]).toBeCloseTo(1.8898, 4);
    expect((await style('PEN(c:#000000,w:0.13g)'))[`${P}pen_width`]).toBe(0.13);
    expect((await style('PEN(c:#000000,w:7)'))[`${P}pen_width`]).toBe(7);
  });

  it('colours: opaque 8-digit hex shortened, translucent ones as rgba(), junk dropped', async () => {
    expect((await style('PEN(c:#FFFFFFFF)'))[`${P}pen_color`]).toBe('#ffffff');
    expect((await style('PEN(c:#FF000080)'))[`${P}pen_color`]).toBe('rgba(255,0,0,0.502)');
    expect(await style('PEN(c:red,w:x)')).toEqual({});
  });

  it('reads a brush fill colour', async () => {
    expect(await style('BRUSH(fc:#2c881b)')).toEqual({ [`${P}brush_color`]: '#2c881b' });
  });

  it('reads every label parameter', async () => {
    expect(await style('LABEL(f:"Arial",t:"Main St",a:-61.2,s:2.5g,p:5,c:#00FF00)')).toEqual({
      [`${P}label_font`]: 'Arial',
      [`${P}label_text`]: 'Main St',
      [`${P}label_angle`]: -61.2,
      [`${P}label_size`]: 2.5,
      [`${P}label_position`]: 5,
      [`${P}label_fg_color`]: '#00ff00',
    });
  });

  it('quoted text may hold commas, parentheses, semicolons, colons and escaped quotes', async () => {
    const s = await style('LABEL(f:"Arial",t:"Say \\"hi\\", (a,b); c:d",c:#000000);PEN(c:#ff0000)');
    expect(s[`${P}label_text`]).toBe('Say "hi", (a,b); c:d');
    expect(s[`${P}label_fg_color`]).toBe('#000000');
    expect(s[`${P}pen_color`]).toBe('#ff0000');
  });

  it('other backslashes stay, as OGR writes them unescaped', async () => {
    expect((await style('LABEL(t:"C:\\\\dwg\\\\plan 1",p:1)'))[`${P}label_text`]).toBe(
      'C:\\\\dwg\\\\plan 1',
    );
    expect((await style('LABEL(t:"back\\slash")'))[`${P}label_text`]).toBe('back\\slash');
  });

  it('multi-line text keeps its line breaks', async () => {
    expect((await style('LABEL(t:"one\ntwo",p:7)'))[`${P}label_text`]).toBe('one\ntwo');
  });

  it('positions outside 1–12 are dropped; the first tool of a kind wins', async () => {
    expect(await style('LABEL(t:"x",p:13)')).toEqual({ [`${P}label_text`]: 'x' });
    expect(await style('LABEL(t:"x",p:0)')).toEqual({ [`${P}label_text`]: 'x' });
    expect(await style('PEN(c:#111111,w:1px);PEN(c:#222222,w:9px)')).toEqual({
      [`${P}pen_color`]: '#111111',
      [`${P}pen_width`]: 1,
    });
  });

  it('ignores symbols, style names and unknown parameters; tolerates broken strings', async () => {
    expect(await style('SYMBOL(id:"ogr-sym-3",c:#ff0000);@roads')).toEqual({});
    expect(await style('PEN(c:#ff0000,id:"ogr-pen-2",dp:1)')).toEqual({
      [`${P}pen_color`]: '#ff0000',
    });
    expect(await style('LABEL(t:"never closed, p:3')).toEqual({
      [`${P}label_text`]: 'never closed, p:3',
    });
    expect(await style('PEN(c:#ff0000')).toEqual({ [`${P}pen_color`]: '#ff0000' });
    expect(await style('(((:,;;"')).toEqual({});
  });

  it('is IMMUTABLE (usable in indexes and generated columns)', async () => {
    const [row] = await query<{ v: string }>(
      url,
      `SELECT provolatile AS v FROM pg_proc WHERE proname = 'waymark_ogr_style'`,
    );
    expect(row!.v).toBe('i');
  });
});

describe('waymark_ogr_style on the style strings of the CAD fixtures', () => {
  /** The drawing's features with their raw style strings (as the ingest gathers them). */
  async function loaded(file: string, prefix: string) {
    const dir = await tempDir();
    const deadline = Date.now() + 120_000;
    const ext = extensionOf(file);
    const source = await readSource(fixture(file), ext, dir, deadline);
    const gathered = await gatherCad(source, ext, dir, deadline, []);
    const table = `cad_${prefix}`;
    await runGdal('ogr2ogr', ['-f', 'PostgreSQL', 'PG:', gathered.file, '-nln', table], {
      timeoutMs: 120_000,
      env: libpqEnv(url),
    });
    return table;
  }

  it('sample_AC1018_ascii.dxf: every pen, brush and label string yields its properties', async () => {
    const table = await loaded('cad/sample_AC1018_ascii.dxf', 'ac1018');
    const missing = await query<{ style: string }>(
      url,
      `SELECT waymark_ogr_style AS style FROM ${table}
      WHERE (waymark_ogr_style LIKE 'PEN(%' AND NOT waymark_ogr_style(waymark_ogr_style) ? '${P}pen_color')
         OR (waymark_ogr_style LIKE 'BRUSH(%' AND NOT waymark_ogr_style(waymark_ogr_style) ? '${P}brush_color')
         OR (waymark_ogr_style LIKE 'LABEL(%' AND NOT waymark_ogr_style(waymark_ogr_style) ?& ARRAY[
              '${P}label_text', '${P}label_fg_color', '${P}label_font', '${P}label_size', '${P}label_position'])`,
    );
    expect(missing).toEqual([]);

    const [angled] = await query<{ s: Record<string, unknown> }>(
      url,
      `SELECT waymark_ogr_style(waymark_ogr_style) AS s
      FROM ${table} WHERE waymark_ogr_style LIKE '%t:"94°"%' LIMIT 1`,
    );
    expect(angled!.s).toEqual({
      [`${P}label_font`]: 'Arial',
      [`${P}label_text`]: '94°',
      [`${P}label_angle`]: -61.2,
      [`${P}label_size`]: 2.5,
      [`${P}label_position`]: 5,
      [`${P}label_fg_color`]: '#000000',
    });
    const [dashed] = await query<{ s: Record<string, unknown> }>(
      url,
      `SELECT waymark_ogr_style(waymark_ogr_style) AS s
      FROM ${table} WHERE waymark_ogr_style = 'PEN(c:#00ff00,w:0.13g,p:"12g 3g")' LIMIT 1`,
    );
    expect(dashed!.s).toEqual({ [`${P}pen_color`]: '#00ff00', [`${P}pen_width`]: 0.13 });
    const [multiline] = await query<{ t: string }>(
      url,
      `SELECT waymark_ogr_style(waymark_ogr_style) ->> '${P}label_text' AS t
      FROM ${table} WHERE waymark_ogr_style LIKE 'LABEL(f:"Arial",t:"MULTILEADER' || chr(10) || '%' LIMIT 1`,
    );
    expect(multiline!.t).toBe('MULTILEADER\nTEST\n123');
  });

  it('sample_AC1009_ascii.dxf: labels and pens of an R12 drawing', async () => {
    const table = await loaded('cad/sample_AC1009_ascii.dxf', 'ac1009');
    const counts = await query<{ k: string; n: string }>(
      url,
      `SELECT k, count(*) AS n FROM ${table},
      jsonb_object_keys(waymark_ogr_style(waymark_ogr_style)) AS k GROUP BY k ORDER BY k`,
    );
    const byKey = Object.fromEntries(counts.map((r) => [r.k.replace(P, ''), Number(r.n)]));
    const [raw] = await query<{ pens: string; labels: string; brushes: string }>(
      url,
      `SELECT
      count(*) FILTER (WHERE waymark_ogr_style LIKE 'PEN(%') AS pens,
      count(*) FILTER (WHERE waymark_ogr_style LIKE 'LABEL(%') AS labels,
      count(*) FILTER (WHERE waymark_ogr_style LIKE 'BRUSH(%') AS brushes FROM ${table}`,
    );
    expect(byKey.pen_color).toBe(Number(raw!.pens));
    expect(byKey.label_text).toBe(Number(raw!.labels));
    expect(byKey.brush_color).toBe(Number(raw!.brushes));
    expect(byKey.label_text).toBeGreaterThan(100);
  });

  it('sample_AC1015.dwg (CAD driver): pens with alpha and pixel widths', async () => {
    const table = await loaded('cad/sample_AC1015.dwg', 'ac1015');
    const rows = await query<{ s: Record<string, unknown> }>(
      url,
      `SELECT DISTINCT waymark_ogr_style(waymark_ogr_style) AS s
      FROM ${table} WHERE waymark_ogr_style = 'PEN(c:#FF007FFF,w:5px)'`,
    );
    expect(rows.map((r) => r.s)).toEqual([{ [`${P}pen_color`]: '#ff007f', [`${P}pen_width`]: 5 }]);
    const [empty] = await query<{ n: string }>(
      url,
      `SELECT count(*) AS n FROM ${table} WHERE waymark_ogr_style(waymark_ogr_style) = '{}'`,
    );
    expect(Number(empty!.n)).toBe(0);
  });
});
