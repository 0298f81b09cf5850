import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { PopupTemplateField } from './PopupTemplateField.js';
import { NEW_LAYER_VALUES, type LayerFormValues } from '../layerFormSchema.js';
import { POPUP_PRESETS } from '@waymark/contract';

function Field({ editing, popup }: { editing: boolean; popup: string }) {
  const form = useForm<LayerFormValues>({ defaultValues: { ...NEW_LAYER_VALUES, popup } });
  const value = useWatch({ control: form.control, name: 'popup' });
  return (
    <>
      <PopupTemplateField control={form.control} editing={editing} />
      <output data-testid="form-popup">{value}</output>
    </>
  );
}

describe("the layer form's popup template field", () => {
  it("offers the 7 presets in edit mode under 'Apply popup template', and applies one", async () => {
    renderWithProviders(<Field editing popup="<p>old</p>" />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply popup template' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(
      POPUP_PRESETS.map((p) => p.name),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'External Site Popup' }));
    const template = POPUP_PRESETS.find((p) => p.id === 'external-site')!.template;
    await waitFor(() => expect(screen.getByTestId('form-popup').textContent).toBe(template));
  });

  it("has no preset menu when read-only, but the 'Popup code' documentation always", () => {
    renderWithProviders(<Field editing={false} popup="<p>old</p>" />);
    expect(screen.queryByRole('button', { name: 'Apply popup template' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Popup code' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Vue popup Template' })).toBeVisible();
  });
});
