import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore } from '../../lib/notificationsStore.js';
import { layerAbilities } from '../../test/abilities.js';
// 'Add a map' as the app composes it: these tests add a map from the dialog.
import { AddMapDialog } from '../maps-admin/AddMapDialog.js';
import { GeneralUploadDialog } from './GeneralUploadDialog.js';
import { stubXhr, unreadableFile } from './test/fakeXhr.js';
import {
  addFiles,
  choose,
  corridor,
  demoMap,
  file,
  mockUploadApi,
  renderSignedIn,
  rowOf,
  uploadButton,
  uploader,
  WARNING,
} from './test/uploadHarness.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDialog(user = uploader()) {
  return renderSignedIn(
    <GeneralUploadDialog
      open
      onClose={() => undefined}
      initialMapId={1}
      AddMapDialog={AddMapDialog}
    />,
    user,
  );
}

describe('the general upload (2.8)', () => {
  it('has its title, drop zone, format help and Map select', async () => {
    mockUploadApi();
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Upload files' })).toBeInTheDocument();
    expect(
      await screen.findByText('Drag & drop files here or click to select files to upload'),
    ).toBeInTheDocument();
    expect(screen.getByText('Select an existing map or Create new map')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Map' })).toHaveTextContent('Demo map');
    expect(screen.getByRole('button', { name: 'Create Map' })).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();

    await userEvent.click(
      screen.getByRole('button', { name: 'More information about file formats' }),
    );
    const help = await screen.findByRole('dialog', { name: 'How to upload files' });
    for (const line of [
      'Geospatial data must be in a national or international coordinate system (OSGB, ITM, UTM, etc.), set in the file itself or in a PRJ file.',
      'Raster: GeoTIFF, TIFF+PRJ, JPG+PRJ, PNG+PRJ.',
      'Vector: DWG+PRJ, DXF+PRJ, SHP+PRJ, GeoPackage.',
      '360deg Photos: JPG with geolocation in EXIF.',
      'Zip files: raster only or vector only, never mixed. Directories inside a zip are treated as attachments.',
      'Attachments: a zip whose subdirectories are named by the value of a layer field (example: report_id). Each subdirectory is linked to the features carrying that value. Clicking a feature shows its attachments in a popup, to view or download.',
      'The front-page upload is for quick adding; further configuration happens in the administration area.',
    ]) {
      expect(within(help).getByText(line)).toBeInTheDocument();
    }
  });

  it("offers Create Map only when the organisation's add_map is true", async () => {
    mockUploadApi();
    renderDialog(uploader({ add_map: false, add_layer: true }));
    await screen.findByRole('combobox', { name: 'Map' });
    expect(screen.queryByRole('button', { name: 'Create Map' })).not.toBeInTheDocument();
  });

  it('offers a file the layers whose abilities.upload is true, and new layers by add_layer', async () => {
    mockUploadApi({
      'GET /api/maps/1/': {
        body: {
          ...demoMap,
          layers: [
            corridor,
            { ...demoMap.layers[1]!, abilities: layerAbilities(true, { upload: false }) },
          ],
        },
      },
    });
    renderDialog(uploader({ add_map: true, add_layer: false }));
    await addFiles([file('report.pdf')]);
    await userEvent.click(layerField('report.pdf'));
    expect(await screen.findByRole('option', { name: /Survey Corridor/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Orthophotos/ })).not.toBeInTheDocument();
    await userEvent.type(layerField('report.pdf'), 'Site photos');
    expect(screen.queryByRole('option', { name: /Create Layer/ })).not.toBeInTheDocument();
  });

  it('lists files with their sizes in 1024 steps, companions indented under their main file', async () => {
    mockUploadApi();
    renderDialog();
    await addFiles([
      file('senate.shp', 2048),
      file('senate.shx'),
      file('senate.dbf'),
      file('senate.prj'),
      file('data.zip', 3 * 1024 * 1024),
    ]);
    expect(rowOf('senate.shp').getByText('2 KB')).toBeInTheDocument();
    expect(rowOf('data.zip').getByText('3 MB')).toBeInTheDocument();
    // The zip's type is found by the processor.
    expect(rowOf('data.zip').getByText('Auto')).toBeInTheDocument();
    // Companions follow their main file: no field of their own.
    expect(rowOf('senate.prj').queryByRole('combobox')).not.toBeInTheDocument();
    expect(rowOf('senate.prj').getByText('Vector')).toBeInTheDocument();
    expect(rowOf('senate.shp').getByRole('combobox', { name: 'File Type' })).toHaveTextContent(
      'Vector',
    );
    // The .prj is there: the file's own projection.
    expect(
      rowOf('senate.shp').getByRole('combobox', { name: 'Coordinate system' }),
    ).toBeInTheDocument();
  });
});

const CRS = 'Select a standard coordinate system or enter a EPSG code';
const layerField = (name: string) => rowOf(name).getByRole('combobox', { name: /layer/i });

describe('Upload is disabled, with the warning, while a file (5.3)', () => {
  it.each<[string, string, (name: string) => Promise<void>, (name: string) => Promise<void>]>([
    [
      'needs a coordinate system and has none',
      'ortho.png',
      async (name) => choose(layerField(name), /Orthophotos/),
      async (name) =>
        choose(rowOf(name).getByRole('combobox', { name: CRS }), /Irish Transverse Mercator/),
    ],
    [
      'has no file type',
      'site.jpg',
      async (name) => {
        await userEvent.type(layerField(name), 'Site photos');
        await userEvent.click(await screen.findByRole('option', { name: /Create Layer/ }));
      },
      async (name) =>
        choose(rowOf(name).getByRole('combobox', { name: 'File Type' }), '360° photo'),
    ],
    [
      'has no layer',
      'bridges.geojson',
      async () => undefined,
      async (name) => choose(layerField(name), /Survey Corridor/),
    ],
    [
      'is an attachment without a target',
      'report.pdf',
      async (name) => choose(layerField(name), /Survey Corridor/),
      async (name) =>
        choose(rowOf(name).getByRole('combobox', { name: 'Attach to feature:' }), '36'),
    ],
  ])('%s', async (_case, name, prepare, fix) => {
    mockUploadApi();
    renderDialog();
    await addFiles([file(name)]);
    await prepare(name);
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    await fix(name);
    await waitFor(() => expect(screen.queryByText(WARNING)).not.toBeInTheDocument());
    expect(uploadButton()).toBeEnabled();
  });
});

/** A geojson into the corridor layer: ready to upload. */
async function readyFile(name = 'bridges.geojson') {
  await addFiles([file(name)]);
  await choose(layerField(name), /Survey Corridor/);
  await waitFor(() => expect(uploadButton()).toBeEnabled());
}

describe('sending', () => {
  it('reads each first byte before sending: an unreadable file is listed, removed, nothing sent', async () => {
    mockUploadApi();
    const xhr = stubXhr();
    renderDialog();
    await readyFile();
    await addFiles([unreadableFile('gone.geojson')]);
    await choose(layerField('gone.geojson'), /Survey Corridor/);
    await userEvent.click(uploadButton());
    const errors = await screen.findByRole('dialog', { name: 'Please fix the following issues:' });
    expect(within(errors).getByText('gone.geojson: error reading file.')).toBeInTheDocument();
    expect(screen.queryByTestId('upload-row-gone.geojson')).not.toBeInTheDocument();
    expect(screen.getByTestId('upload-row-bridges.geojson')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(0);
  });

  it("lists the server's upload, uploads_epsgs and uploads_types messages under the heading", async () => {
    mockUploadApi();
    const xhr = stubXhr();
    renderDialog();
    await readyFile();
    await userEvent.click(uploadButton());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    xhr.sent[0]!.respond(400, {
      uploads_types: ['bridges.geojson: the layer holds raster data, not vector.'],
      upload: ['bridges.geojson: choose a layer.'],
      uploads_epsgs: ['bridges.geojson: "ITM" is not an EPSG code.'],
    });
    const errors = await screen.findByRole('dialog', { name: 'Please fix the following issues:' });
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'bridges.geojson: choose a layer.',
      'bridges.geojson: "ITM" is not an EPSG code.',
      'bridges.geojson: the layer holds raster data, not vector.',
    ]);
    // The files stay, ready to be corrected.
    await userEvent.click(within(errors).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(uploadButton()).toBeEnabled());
  });

  it("says 'Unknown api error' for an answer without a body", async () => {
    mockUploadApi();
    const xhr = stubXhr();
    renderDialog();
    await readyFile();
    await userEvent.click(uploadButton());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    xhr.sent[0]!.respond(502);
    const errors = await screen.findByRole('dialog', { name: 'Please fix the following issues:' });
    expect(within(errors).getByText('Unknown api error')).toBeInTheDocument();
  });

  it('sends the form with the progress shown and the inputs disabled, then shows the processing and goes to the map detail', async () => {
    const created = { ...demoMapWith(7, 'Bridges') };
    let statusCalls = 0;
    mockUploadApi({
      'GET /api/layers/7/status/': () => {
        statusCalls += 1;
        return {
          body: {
            id: 7,
            status: statusCalls === 1 ? 'processing' : 'error',
            files: [
              {
                id: 70,
                name: 'bridges.geojson',
                status: statusCalls === 1 ? 'processing' : 'error',
                progress: 40,
                error_code: statusCalls === 1 ? null : 8,
                error: null,
              },
            ],
          },
        };
      },
    });
    const xhr = stubXhr();
    const { router } = renderDialog();
    await addFiles([file('bridges.geojson', 1000)]);
    await userEvent.type(layerField('bridges.geojson'), 'Bridges');
    await userEvent.click(await screen.findByRole('option', { name: /Create Layer/ }));
    await userEvent.click(uploadButton());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    const request = xhr.sent[0]!;
    expect(request.method).toBe('PATCH');
    expect(request.url).toBe('/api/maps/1/');
    expect(request.body?.getAll('uploads_layer_names')).toEqual(['Bridges']);
    expect(request.body?.getAll('uploads_types')).toEqual(['vector']);

    request.progress(500, 1000);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      ),
    );
    expect(layerField('bridges.geojson')).toBeDisabled();
    expect(uploadButton()).toBeDisabled();

    request.respond(200, created);
    const state = await screen.findByTestId('processing-bridges.geojson');
    expect(await within(state).findByText('Processing 40%')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/maps/1/detail/'));
    // Asked again while processing; the error shows its code, title and message.
    expect(
      await within(state).findByText('Error 8 PROJECTION', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(state).getByText('Invalid projection')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});

function demoMapWith(id: number, name: string) {
  return {
    ...demoMap,
    layers: [...demoMap.layers, { ...corridor, id, name, status: 'queued' as const }],
  };
}

describe('Batch Edit', () => {
  it('applies type, layer and system to the selected files, zips excluded, and resets the selection', async () => {
    mockUploadApi();
    renderDialog();
    await addFiles([file('a.geojson'), file('b.gpkg'), file('c.tif'), file('d.zip')]);
    expect(rowOf('d.zip').getByRole('checkbox', { name: /d\.zip/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Set' })).toBeDisabled();
    await userEvent.click(rowOf('a.geojson').getByRole('checkbox', { name: /a\.geojson/ }));
    await userEvent.click(rowOf('b.gpkg').getByRole('checkbox', { name: /b\.gpkg/ }));
    // A file in the batch is not edited on its own.
    expect(layerField('a.geojson')).toBeDisabled();
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    const batch = await screen.findByRole('dialog', { name: 'Batch Edit' });
    // Their one common type is preselected; only layers both may go to are offered.
    expect(within(batch).getByRole('combobox', { name: 'Select file type' })).toHaveTextContent(
      'Vector',
    );
    await userEvent.click(within(batch).getByRole('combobox', { name: 'Select layer' }));
    expect(screen.getByRole('option', { name: /Survey Corridor/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Orthophotos/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /Survey Corridor/ }));
    await choose(within(batch).getByRole('combobox', { name: CRS }), /British National Grid/);
    await userEvent.click(within(batch).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(layerField('a.geojson')).toHaveValue('Survey Corridor'));
    for (const name of ['a.geojson', 'b.gpkg']) {
      expect(layerField(name)).toHaveValue('Survey Corridor');
      expect(rowOf(name).getByRole('checkbox', { name: new RegExp(name) })).not.toBeChecked();
    }
    expect(layerField('c.tif')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Set' })).toBeDisabled();
  });

  it('sets the survey date of the selected files, then removes it', async () => {
    mockUploadApi();
    renderDialog();
    await addFiles([file('a.geojson'), file('b.gpkg'), file('c.tif')]);
    const day = (name: string) => rowOf(name).getByLabelText(`Survey date of ${name}`);
    const pick = async (names: string[]) => {
      // The Batch Edit dialog gives the rows back to assistive technology once it has gone.
      for (const name of names)
        await userEvent.click(await rowOf(name).findByRole('checkbox', { name: new RegExp(name) }));
      await userEvent.click(screen.getByRole('button', { name: 'Set' }));
      return screen.findByRole('dialog', { name: 'Batch Edit' });
    };

    let batch = await pick(['a.geojson', 'b.gpkg']);
    await userEvent.type(within(batch).getByLabelText('Survey date'), '2021-09-14');
    await userEvent.click(within(batch).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(day('a.geojson')).toHaveValue('2021-09-14'));
    expect(day('b.gpkg')).toHaveValue('2021-09-14');
    expect(day('c.tif')).toHaveValue('');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Batch Edit' })).not.toBeInTheDocument(),
    );

    batch = await pick(['b.gpkg']);
    await userEvent.click(
      within(batch).getByRole('checkbox', { name: 'Remove the survey date of these files' }),
    );
    expect(within(batch).getByLabelText('Survey date')).toBeDisabled();
    await userEvent.click(within(batch).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(day('b.gpkg')).toHaveValue(''));
    expect(day('a.geojson')).toHaveValue('2021-09-14');
  });
});

describe('the coordinate-system combobox', () => {
  const typeCode = async (code: string) => {
    await addFiles([file('ortho.png')]);
    const field = rowOf('ortho.png').getByRole('combobox', { name: CRS });
    await userEvent.type(field, code);
    return field;
  };

  it('offers the six standard systems', async () => {
    mockUploadApi();
    renderDialog();
    await addFiles([file('ortho.png')]);
    await userEvent.click(rowOf('ortho.png').getByRole('combobox', { name: CRS }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'IRENET95 / Irish Transverse Mercator (ITM)EPSG:2157',
      'OSGB 1936 / British National GridEPSG:27700',
      'TM65 / Irish GridEPSG:29902',
      'TM75 / Irish GridEPSG:29903',
      'WGS84 (GPS) / GeographicEPSG:4326',
      'WGS84 / Pseudo-MercatorEPSG:3857',
    ]);
    expect(screen.getByRole('button', { name: 'About EPSG codes' })).toBeInTheDocument();
  });

  it('creates a typed code the server knows, and offers it to the other files', async () => {
    const api = mockUploadApi({
      'GET /api/maps/coordinate-systems/': { body: [{ id: 32618, text: 'WGS 84 / UTM zone 18N' }] },
    });
    renderDialog();
    const field = await typeCode('32618');
    await userEvent.click(await screen.findByRole('option', { name: 'Create EPSG:32618' }));
    await waitFor(() => expect(field).toHaveValue('WGS 84 / UTM zone 18N'));
    expect(api.requests.find((r) => r.path === '/api/maps/coordinate-systems/')?.search).toBe(
      '?query=32618',
    );
    await addFiles([file('second.png')]);
    await userEvent.click(rowOf('second.png').getByRole('combobox', { name: CRS }));
    expect(screen.getByRole('option', { name: /WGS 84 \/ UTM zone 18N/ })).toBeInTheDocument();
  });

  it('refuses a code the server does not know, with a message', async () => {
    mockUploadApi({ 'GET /api/maps/coordinate-systems/': { body: [] } });
    renderDialog();
    const field = await typeCode('EPSG:999999');
    await userEvent.click(await screen.findByRole('option', { name: 'Create EPSG:999999' }));
    expect(
      await screen.findByText('EPSG:999999 is not a coordinate system the server knows.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(uploadButton()).toBeDisabled();
  });
});

describe('attach targets', () => {
  it("offers 'All Features' and the attachment field's values under 'By <field>'", async () => {
    mockUploadApi();
    renderDialog();
    await addFiles([file('report.pdf')]);
    expect(
      rowOf('report.pdf').getByRole('combobox', { name: 'Attach to feature:' }),
    ).toBeDisabled();
    await choose(layerField('report.pdf'), /Survey Corridor/);
    await userEvent.click(
      rowOf('report.pdf').getByRole('combobox', { name: 'Attach to feature:' }),
    );
    expect(await screen.findByText('By SENDISTNUM')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All Features',
      '35',
      '36',
    ]);
  });

  it("toasts '<status> Unable to get field values' when they cannot be had", async () => {
    mockUploadApi({
      'GET /api/layers/2/field-values/SENDISTNUM/': { status: 403, body: { detail: 'No.' } },
    });
    renderDialog();
    await addFiles([file('report.pdf')]);
    await choose(layerField('report.pdf'), /Survey Corridor/);
    await waitFor(() =>
      expect(notificationsStore.get().toast?.text).toBe('403 Unable to get field values'),
    );
  });

  it("toasts '<status> Unable to get file types' when the catalogue cannot be had", async () => {
    mockUploadApi({ 'GET /api/types/': { status: 403, body: { detail: 'No.' } } });
    renderDialog();
    await waitFor(() =>
      expect(notificationsStore.get().toast?.text).toBe('403 Unable to get file types'),
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
