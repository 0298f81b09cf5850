import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layerFileAbilities } from '../../../test/abilities.js';
import { renderApp } from '../../../test/renderApp.js';
import { jsonBody, signedInWithLayer } from '../testApi.js';
import { layerEditor, layerFile, layerRead } from '../testLayers.js';

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const shp = layerFile();
const prj = layerFile({ id: 12, parent_id: 11, name: 'senate.prj', role: 'companion', size: 400 });
const report = layerFile({
  id: 13,
  name: 'report.pdf',
  role: 'attachment',
  size: 62570,
  content_type: 'application/pdf',
  attach_where: 'SENDISTNUM,36',
});
const broken = layerFile({
  id: 14,
  name: 'ortho.tif',
  status: 'error',
  error_code: 8,
  error: 'gdalwarp: no source SRS',
  size: 5,
});

async function filesGrid() {
  return screen.findByRole('grid', { name: 'Files' });
}

async function rowOf(text: string): Promise<HTMLElement> {
  const cell = await within(await filesGrid()).findByText(text);
  const row = cell.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row holds ${text}`);
  return row;
}

describe("the layer's files", () => {
  it('lists name, kind, size, date, state and the error of section 8', async () => {
    signedInWithLayer(layerEditor(), layerRead(), [shp, prj, report, broken]);
    renderApp('/layers/2/');
    const shpRow = await rowOf('senate.shp');
    expect(within(shpRow).getByText('Geospatial')).toBeInTheDocument();
    expect(within(shpRow).getByText('3 MB')).toBeInTheDocument();
    expect(within(shpRow).getByText('Ready')).toBeInTheDocument();
    const created = new Date('2026-11-21T12:00:00Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(
      within(shpRow).getByText(
        `21/11/2026 ${pad(created.getHours())}:${pad(created.getMinutes())}`,
      ),
    ).toBeInTheDocument();
    expect(within(await rowOf('senate.prj')).getByText('Companion')).toBeInTheDocument();
    expect(within(await rowOf('report.pdf')).getByText('Attachment')).toBeInTheDocument();
    expect(within(await rowOf('report.pdf')).getByText('61 KB')).toBeInTheDocument();
    const brokenRow = await rowOf('ortho.tif');
    expect(within(brokenRow).getByText('Error 8 PROJECTION')).toBeInTheDocument();
    expect(within(brokenRow).getByText('Invalid projection')).toBeInTheDocument();
  });

  it('downloads an original by its name', async () => {
    const api = signedInWithLayer(layerEditor(), layerRead(), [shp]);
    renderApp('/layers/2/');
    const row = await rowOf('senate.shp');
    await userEvent.click(within(row).getByRole('button', { name: 'Download senate.shp' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.path === '/api/layers/2/download_original/')?.search).toBe(
        '?file=senate.shp',
      ),
    );
  });

  it('deletes one file after a confirmation', async () => {
    let files = [shp, report];
    const api = signedInWithLayer(layerEditor(), layerRead(), [], {
      'GET /api/layers/2/files/': () => ({ body: files }),
      'DELETE /api/layers/2/files/13/': () => {
        files = [shp];
        return { status: 204 };
      },
    });
    renderApp('/layers/2/');
    const row = await rowOf('report.pdf');
    await userEvent.click(within(row).getByRole('button', { name: 'Delete report.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete files?' });
    expect(dialog).toHaveTextContent('Files to delete: report.pdf.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('report.pdf')).not.toBeInTheDocument());
    expect(
      api.requests.some((r) => r.method === 'DELETE' && r.path === '/api/layers/2/files/13/'),
    ).toBe(true);
  });

  it('deletes the ticked files at once', async () => {
    const api = signedInWithLayer(layerEditor(), layerRead(), [shp, prj, report], {
      'DELETE /api/layers/2/files/delete_multi/': { status: 204 },
    });
    renderApp('/layers/2/');
    const deleteSelected = await screen.findByRole('button', { name: 'Delete selected (0)' });
    expect(deleteSelected).toBeDisabled();
    await userEvent.click(within(await rowOf('senate.shp')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf('report.pdf')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete files?' });
    expect(dialog).toHaveTextContent('senate.shp, report.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(jsonBody(api.requests.find((r) => r.method === 'DELETE'))).toEqual({ ids: [11, 13] }),
    );
  });

  it('offers deletion only of the files whose abilities.delete is true', async () => {
    const kept = layerFile({
      id: 15,
      name: 'kept.pdf',
      abilities: layerFileAbilities(false, { view: true }),
    });
    signedInWithLayer(layerEditor(), layerRead(), [shp, kept]);
    renderApp('/layers/2/');
    const keptRow = await rowOf('kept.pdf');
    expect(within(keptRow).queryByRole('button', { name: 'Delete kept.pdf' })).toBeNull();
    expect(within(keptRow).getByRole('checkbox')).toBeDisabled();
    const shpRow = await rowOf('senate.shp');
    expect(within(shpRow).getByRole('button', { name: 'Delete senate.shp' })).toBeInTheDocument();
    expect(within(shpRow).getByRole('checkbox')).toBeEnabled();
  });

  it('offers no deletion when no file may be deleted', async () => {
    signedInWithLayer(layerEditor(), layerRead({ owner: { id: 9 } }), [
      { ...shp, abilities: layerFileAbilities(false, { view: true }) },
    ]);
    renderApp('/layers/2/');
    const row = await rowOf('senate.shp');
    expect(within(row).getByRole('button', { name: 'Download senate.shp' })).toBeInTheDocument();
    expect(
      within(row).queryByRole('button', { name: 'Delete senate.shp' }),
    ).not.toBeInTheDocument();
    expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).not.toBeInTheDocument();
  });
});

describe("the layer's files: survey dates", () => {
  const dated = layerFile({ survey_date: '2024-03-12', survey_date_source: 'file' });

  it("shows each source file's survey date, where it came from, or 'No date'", async () => {
    signedInWithLayer(layerEditor(), layerRead(), [dated, prj, broken]);
    renderApp('/layers/2/');
    const shpRow = await rowOf('senate.shp');
    expect(await within(shpRow).findByText('12 Mar 2024')).toBeInTheDocument();
    expect(within(shpRow).getByText('(from the file)')).toBeInTheDocument();
    expect(await within(await rowOf('ortho.tif')).findByText('No date')).toBeInTheDocument();
    // A companion takes its main file's date: it shows none of its own.
    const prjRow = await rowOf('senate.prj');
    expect(within(prjRow).queryByTestId('survey-date')).not.toBeInTheDocument();
  });

  it('sets a date in place, then removes it, and asks for the layer again', async () => {
    let file = dated;
    const api = signedInWithLayer(layerEditor(), layerRead(), [], {
      'GET /api/layers/2/files/': () => ({ body: [file] }),
      'PATCH /api/layers/2/files/11/': (request) => {
        const { survey_date } = jsonBody(request) as { survey_date: string | null };
        file = {
          ...file,
          survey_date,
          survey_date_source: survey_date === null ? null : 'user',
        };
        return { body: file };
      },
    });
    renderApp('/layers/2/');
    const row = await rowOf('senate.shp');
    await userEvent.click(
      await within(row).findByRole('button', { name: 'Change the survey date of senate.shp' }),
    );
    const input = within(row).getByLabelText('Survey date of senate.shp');
    expect(input).toHaveValue('2024-03-12');
    await userEvent.clear(input);
    await userEvent.type(input, '2025-06-30');
    const layerReads = api.requests.filter((r) => r.path === '/api/layers/2/').length;
    await userEvent.click(within(row).getByRole('button', { name: 'Save the survey date' }));
    expect(await within(row).findByText('30 Jun 2025')).toBeInTheDocument();
    expect(within(row).getByText('(set by hand)')).toBeInTheDocument();
    const patches = api.requests.filter((r) => r.method === 'PATCH');
    expect(patches.map(jsonBody)).toEqual([{ survey_date: '2025-06-30' }]);
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/api/layers/2/').length).toBeGreaterThan(
        layerReads,
      ),
    );

    await userEvent.click(
      within(row).getByRole('button', { name: 'Remove the survey date of senate.shp' }),
    );
    expect(await within(row).findByText('No date')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'PATCH').map(jsonBody)).toEqual([
      { survey_date: '2025-06-30' },
      { survey_date: null },
    ]);
  });

  it('says so when the date is refused, and keeps what was typed', async () => {
    signedInWithLayer(layerEditor(), layerRead(), [dated], {
      'PATCH /api/layers/2/files/11/': { status: 400, body: { survey_date: ['No.'] } },
    });
    renderApp('/layers/2/');
    const row = await rowOf('senate.shp');
    await userEvent.click(
      await within(row).findByRole('button', { name: 'Change the survey date of senate.shp' }),
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Save the survey date' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'The survey date could not be saved.',
    );
    expect(within(row).getByLabelText('Survey date of senate.shp')).toHaveValue('2024-03-12');
  });

  it('offers no change to whom the file does not let change it', async () => {
    signedInWithLayer(layerEditor(), layerRead(), [
      { ...dated, abilities: layerFileAbilities(false, { view: true }) },
    ]);
    renderApp('/layers/2/');
    const row = await rowOf('senate.shp');
    expect(await within(row).findByText('12 Mar 2024')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /survey date/ })).not.toBeInTheDocument();
  });
});
