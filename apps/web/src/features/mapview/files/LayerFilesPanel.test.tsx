import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layer, layerFile } from '../../../test/layers.js';
import { mockApi } from '../../../test/mockApi.js';
import { stubObjectUrls } from '../../../test/objectUrls.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { loadStoredToken } from '../../../entities/session/sessionStore.js';
import { filesPanelStore } from './filesPanelStore.js';
import { FileViewerDialog } from './FileViewerDialog.js';
import { LayerFilesPanel } from './LayerFilesPanel.js';

const FILES = [
  layerFile({
    id: 12,
    name: 'ACadFileExploration.xlsx',
    size: 26895,
    attach_where: '__ALL__,*',
    content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  layerFile({ id: 11 }),
  layerFile({
    id: 3,
    name: 'senate.shp',
    role: 'source',
    size: 408928,
    content_type: 'application/octet-stream',
    attach_where: null,
  }),
  layerFile({
    id: 9,
    name: 'photo.jpg',
    role: 'source',
    size: 3 * 1024 ** 2,
    content_type: 'image/jpeg',
    attach_where: null,
    survey_date: '2023-07-04',
    survey_date_source: 'file',
  }),
];

let objectUrls: ReturnType<typeof stubObjectUrls>;

beforeEach(() => {
  objectUrls = stubObjectUrls();
});

afterEach(() => {
  objectUrls.restore();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPanel(routes: Parameters<typeof mockApi>[0] = {}) {
  const { requests } = mockApi({
    'GET /api/layers/2/files/': { body: FILES },
    ...routes,
    'GET /api/layers/2/files/11/content/': { body: 'pdf bytes' },
    'GET /api/layers/2/download_original/': { body: 'shp bytes' },
  });
  filesPanelStore.set(2);
  renderWithProviders(
    <>
      <LayerFilesPanel layers={[layer()]} />
      <FileViewerDialog />
    </>,
  );
  return { requests, user: userEvent.setup({ delay: null }) };
}

describe("a layer's files panel", () => {
  it('lists the data files and the attachments with size and date', async () => {
    const { requests } = renderPanel();
    const panel = screen.getByRole('region', { name: 'Files of Survey Corridor' });
    const data = await within(panel).findByRole('region', { name: 'Data files' });
    expect(
      within(data)
        .getAllByTestId('file-row')
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringContaining('senate.shp399 KB · 21/11/2026'),
      expect.stringContaining('photo.jpg3 MB · 21/11/2026'),
    ]);
    const attachments = within(panel).getByRole('region', { name: 'Attachments' });
    expect(within(attachments).getByText('ACadFileExploration.xlsx')).toBeInTheDocument();
    expect(within(attachments).getByText('26 KB · 21/11/2026')).toBeInTheDocument();
    expect(within(attachments).getByText('Attached to: All Features')).toBeInTheDocument();
    expect(within(attachments).getByText('Attached to: SENDISTNUM = 36')).toBeInTheDocument();
    expect(new URLSearchParams(requests[0]!.search).get('details')).toBe('true');
  });

  it('offers the browser view for images and PDFs only', async () => {
    renderPanel();
    await screen.findByText('senate.shp');
    expect(screen.getByRole('button', { name: 'View pdf-definition.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View photo.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View senate.shp' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'View ACadFileExploration.xlsx' }),
    ).not.toBeInTheDocument();
  });

  it('shows a PDF in the viewer, fetched with the authentication header', async () => {
    localStorage.setItem('token', 'a'.repeat(40));
    loadStoredToken();
    const { user, requests } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'View pdf-definition.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'pdf-definition.pdf' });
    const frame = await within(viewer).findByTitle('pdf-definition.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/1');
    const content = requests.find((r) => r.path === '/api/layers/2/files/11/content/');
    expect(content?.headers.get('Authorization')).toBe(`Token ${'a'.repeat(40)}`);
  });

  it('downloads a data file as an original and an attachment through its content', async () => {
    const { user, requests } = renderPanel();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(await screen.findByRole('button', { name: 'Download senate.shp' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const original = requests.find((r) => r.path === '/api/layers/2/download_original/');
    expect(new URLSearchParams(original?.search).get('file')).toBe('senate.shp');
    await user.click(screen.getByRole('button', { name: 'Download pdf-definition.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    const content = requests.find((r) => r.path === '/api/layers/2/files/11/content/');
    expect(new URLSearchParams(content?.search).has('download')).toBe(true);
    const link = click.mock.contexts[1] as HTMLAnchorElement;
    expect(link.download).toBe('pdf-definition.pdf');
  });

  it("shows each data file's survey date, or 'No date', and not an attachment's", async () => {
    renderPanel();
    const data = await screen.findByRole('region', { name: 'Data files' });
    const [shp, photo] = within(data).getAllByTestId('file-row');
    expect(await within(shp!).findByText('No date')).toBeInTheDocument();
    expect(within(shp!).getByText('Survey date:')).toBeInTheDocument();
    expect(within(photo!).getByText('4 Jul 2023')).toBeInTheDocument();
    expect(within(photo!).getByText('(from the file)')).toBeInTheDocument();
    const attachments = screen.getByRole('region', { name: 'Attachments' });
    expect(within(attachments).queryByTestId('survey-date')).not.toBeInTheDocument();
  });

  it('sets a survey date in place', async () => {
    const changed = {
      ...FILES[2]!,
      survey_date: '2022-01-31',
      survey_date_source: 'user' as const,
    };
    let files = FILES;
    const { user, requests } = renderPanel({
      'GET /api/layers/2/files/': () => ({ body: files }),
      'PATCH /api/layers/2/files/3/': () => {
        files = FILES.map((file) => (file.id === 3 ? changed : file));
        return { body: changed };
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Change the survey date of senate.shp' }),
    );
    await user.type(screen.getByLabelText('Survey date of senate.shp'), '2022-01-31');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('31 Jan 2022')).toBeInTheDocument();
    expect(screen.getByText('(set by hand)')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.body).toBe('{"survey_date":"2022-01-31"}');
  });

  it('closes', async () => {
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Close files' }));
    expect(filesPanelStore.get()).toBeNull();
    expect(
      screen.queryByRole('region', { name: 'Files of Survey Corridor' }),
    ).not.toBeInTheDocument();
  });
});
