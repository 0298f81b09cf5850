import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LayerRead } from '@waymark/contract';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayerUploadDialog } from './LayerUploadDialog.js';
import { stubXhr } from './test/fakeXhr.js';
import {
  addFiles,
  choose,
  corridor,
  file,
  mockUploadApi,
  renderSignedIn,
  rowOf,
  uploadButton,
  WARNING,
} from './test/uploadHarness.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Harness({ onDone }: { onDone(layer: LayerRead): void }) {
  const [open, setOpen] = useState(true);
  return (
    <LayerUploadDialog
      layer={corridor}
      open={open}
      onClose={() => setOpen(false)}
      onDone={onDone}
    />
  );
}

function renderDialog() {
  const onDone = vi.fn();
  const view = renderSignedIn(<Harness onDone={onDone} />, undefined, '/layers/2/');
  return { ...view, onDone };
}

const dialog = () => screen.findByRole('dialog', { name: 'Upload files to “Survey Corridor”' });

describe('the layer upload (2.8)', () => {
  it('has no map, layer or batch choice, and offers only the layer’s type', async () => {
    mockUploadApi();
    renderDialog();
    await dialog();
    await addFiles([file('district.geojson'), file('ortho.tif'), file('report.pdf')]);
    expect(screen.queryByRole('combobox', { name: 'Map' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('combobox', { name: /layer/i })).toHaveLength(0);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    // A vector layer takes vector data (or attachments): a TIFF can only be an attachment.
    expect(
      rowOf('district.geojson').getByRole('combobox', { name: 'File Type' }),
    ).toHaveTextContent('Vector');
    expect(rowOf('ortho.tif').getByRole('combobox', { name: 'File Type' })).toHaveTextContent(
      'Attachment',
    );
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    await choose(
      rowOf('report.pdf').getByRole('combobox', { name: 'Attach to feature:' }),
      'All Features',
    );
    await choose(rowOf('ortho.tif').getByRole('combobox', { name: 'Attach to feature:' }), '36');
    await waitFor(() => expect(uploadButton()).toBeEnabled());
  });

  it("shows each file's errors beside it and all under 'Fix following issues..'", async () => {
    mockUploadApi();
    const xhr = stubXhr();
    const { onDone } = renderDialog();
    await dialog();
    await addFiles([file('district.geojson'), file('other.geojson')]);
    await userEvent.click(uploadButton());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.sent[0]!.url).toBe('/api/layers/2/');
    expect(xhr.sent[0]!.body?.has('uploads_layer_ids')).toBe(false);
    xhr.sent[0]!.respond(400, {
      uploads_types: ['district.geojson: a .geojson file is not raster data.'],
      upload: ['Something about the whole upload.'],
    });
    const errors = await screen.findByRole('dialog', { name: 'Fix following issues..' });
    expect(
      within(errors).getByText('district.geojson: a .geojson file is not raster data.'),
    ).toBeInTheDocument();
    expect(within(errors).getByText('Something about the whole upload.')).toBeInTheDocument();
    await userEvent.click(within(errors).getByRole('button', { name: 'OK' }));

    const icon = await rowOf('district.geojson').findByRole('button', {
      name: 'Problems with district.geojson',
    });
    await userEvent.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'district.geojson: a .geojson file is not raster data.',
    );
    expect(
      rowOf('other.geojson').queryByRole('button', { name: /Problems/ }),
    ).not.toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('fires done with the layer and closes on success', async () => {
    mockUploadApi();
    const xhr = stubXhr();
    const { onDone } = renderDialog();
    await dialog();
    await addFiles([file('district.geojson')]);
    await userEvent.click(uploadButton());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.sent[0]!.body?.getAll('uploads_types')).toEqual(['vector']);
    expect(xhr.sent[0]!.body?.getAll('uploads_epsgs')).toEqual(['0']);
    const answered = { ...corridor, status: 'queued' as const };
    xhr.sent[0]!.respond(200, answered);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(answered));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the survey date typed in the column, and none for a file left empty', async () => {
    mockUploadApi();
    const xhr = stubXhr();
    renderDialog();
    await dialog();
    await addFiles([file('district.geojson'), file('parishes.geojson')]);
    expect(screen.getByRole('columnheader', { name: /Survey date/ })).toBeInTheDocument();
    const day = rowOf('district.geojson').getByLabelText('Survey date of district.geojson');
    expect(day).toHaveValue('');
    await userEvent.type(day, '2024-03-12');
    expect(day).toHaveValue('2024-03-12');
    await userEvent.click(uploadButton());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(xhr.sent[0]!.body?.getAll('uploads_dates')).toEqual(['2024-03-12', '']);
  });

  it("says 'Unknown api error' when the answer has no body", async () => {
    mockUploadApi();
    const xhr = stubXhr();
    renderDialog();
    await dialog();
    await addFiles([file('district.geojson')]);
    await userEvent.click(uploadButton());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    xhr.sent[0]!.respond(500);
    const errors = await screen.findByRole('dialog', { name: 'Fix following issues..' });
    expect(within(errors).getByText('Unknown api error')).toBeInTheDocument();
  });
});
