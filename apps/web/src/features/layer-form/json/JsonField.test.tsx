import { forEachDiagnostic } from '@codemirror/lint';
import { EditorView } from '@codemirror/view';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AUTOCAD_LAYER_LABEL,
  AUTOCAD_LAYER_STYLE,
  LABEL_TEMPLATES,
  STYLE_TEMPLATES,
} from '@waymark/contract';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { NEW_LAYER_VALUES, type LayerFormValues } from '../layerFormSchema.js';
import { JsonField } from './JsonField.js';

function Harness({
  name,
  initial,
  editing,
}: {
  name: 'style' | 'label';
  initial: unknown[] | null;
  editing: boolean;
}) {
  const { control } = useForm<LayerFormValues>({
    defaultValues: { ...NEW_LAYER_VALUES, [name]: initial },
  });
  const value = useWatch({ control, name });
  const style = name === 'style';
  return (
    <>
      <JsonField
        name={name}
        control={control}
        editing={editing}
        label={style ? 'Style' : 'Label'}
        hint={style ? 'JSON value to style layer' : 'JSON value to style layer label'}
        emptyText="Empty: the default style is used"
        templates={style ? STYLE_TEMPLATES : LABEL_TEMPLATES}
        applyLabel={style ? 'Apply Style template' : 'Apply Label template'}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const valueInForm = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

/** The CodeMirror editor, once its chunk has loaded. */
async function editor(): Promise<EditorView> {
  const content = await screen.findByRole('textbox', { name: 'Style' });
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor');
  return view;
}

function typeAll(view: EditorView, text: string) {
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

function diagnostics(view: EditorView) {
  const found: { line: number; message: string; severity: string }[] = [];
  forEachDiagnostic(view.state, (diagnostic, from) =>
    found.push({
      line: view.state.doc.lineAt(from).number,
      message: diagnostic.message,
      severity: diagnostic.severity,
    }),
  );
  return found;
}

const LINE = [{ type: 'line', paint: { 'line-color': '#000000' } }];

describe('style and label JSON editors (2.15)', () => {
  it('shows the JSON in read mode, and a dash with the default when there is none', () => {
    const { unmount } = renderWithProviders(
      <Harness name="style" initial={LINE} editing={false} />,
    );
    expect(screen.getByText(/"line-color": "#000000"/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Style template' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<Harness name="style" initial={null} editing={false} />);
    expect(screen.getByText('- Empty: the default style is used')).toBeInTheDocument();
  });

  it('offers the style templates of section 9 and applies one', async () => {
    renderWithProviders(<Harness name="style" initial={LINE} editing />);
    const view = await editor();
    await userEvent.click(screen.getByRole('button', { name: 'Apply Style template' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Basic',
      'Attribute Based',
      'AutoCAD Default',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'AutoCAD Default' }));
    expect(valueInForm()).toEqual(AUTOCAD_LAYER_STYLE);
    await waitFor(() =>
      expect(view.state.doc.toString()).toContain('waymark__ogr_style__pen_color'),
    );
  });

  it('offers the label templates of section 9 and applies one', async () => {
    renderWithProviders(<Harness name="label" initial={null} editing />);
    await screen.findByRole('textbox', { name: 'Label' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply Label template' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Basic',
      'AutoCAD Default',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'AutoCAD Default' }));
    expect(valueInForm()).toEqual(AUTOCAD_LAYER_LABEL);
  });

  it('does not apply JSON that does not parse, and keeps the last valid value', async () => {
    renderWithProviders(<Harness name="style" initial={LINE} editing />);
    const view = await editor();
    typeAll(view, '[{"type": "circle",');
    expect(valueInForm()).toEqual(LINE);
    expect(
      screen.getByText('Not applied until it is valid: the last valid value is kept.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(diagnostics(view)[0]).toMatchObject({ severity: 'error', line: 1 }));
    typeAll(view, '[{"type": "circle"}]');
    expect(valueInForm()).toEqual([{ type: 'circle' }]);
    expect(screen.queryByText(/Not applied until it is valid/)).not.toBeInTheDocument();
  });

  it('does not apply JSON that is not a list of style layers', async () => {
    renderWithProviders(<Harness name="style" initial={LINE} editing />);
    const view = await editor();
    typeAll(view, '{"type": "line"}');
    expect(valueInForm()).toEqual(LINE);
    expect(screen.getByText(/Expected a list of style layers/)).toBeInTheDocument();
  });

  it('reports a MapLibre style error at its line, as the map would refuse that rule', async () => {
    renderWithProviders(<Harness name="style" initial={LINE} editing />);
    const view = await editor();
    const text = [
      '[',
      '  {',
      '    "type": "line",',
      '    "paint": {',
      '      "line-color": "not a colour"',
      '    }',
      '  }',
      ']',
    ].join('\n');
    typeAll(view, text);
    await waitFor(() =>
      expect(diagnostics(view)).toEqual([
        expect.objectContaining({
          line: 5,
          severity: 'error',
          message: expect.stringContaining('paint.line-color: color expected'),
        }),
      ]),
    );
    expect(
      await screen.findByText('Style problems: 1. Rules with errors are not drawn.'),
    ).toBeInTheDocument();
  });
});
