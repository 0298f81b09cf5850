import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPackView, showPackView, type PackAttachmentFiles } from '../../map/pack/packView.js';
import { attachmentsArchive } from '../../map/pack/testAttachmentsArchive.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { PopupDialog } from './PopupDialog.js';
import { BRIDGE, BRIDGE_LAYER } from './test/popupFixtures.js';

vi.mock('./viewers/index.js', async () => (await import('./test/viewerStubs.js')).viewersModule());

const MAP = 5;
const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);

afterEach(() => {
  clearPackView(MAP);
  vi.unstubAllGlobals();
});

/** The bridge's popup in its map opened from the pack (no request is made: none is mocked). */
function openFromPack(attachments?: PackAttachmentFiles) {
  showPackView({
    mapId: MAP,
    sources: {},
    storedAt: '2024-05-01T10:00:00Z',
    zoomMin: 10,
    attachments,
  });
  renderWithProviders(<PopupDialog feature={BRIDGE} layer={BRIDGE_LAYER} mapId={MAP} />);
}

describe('a popup of a map opened from its pack', () => {
  it('lists the feature’s packed attachments and opens one from the stored archive', async () => {
    const file = attachmentsArchive(
      BRIDGE_LAYER.id,
      [{ id: 9, name: 'survey.pdf', type: 'application/pdf', data: new Uint8Array([37, 80]) }],
      { [BRIDGE.fid!]: [{ id: 7, name: 'deck.jpg', type: 'image/jpeg', data: PHOTO }] },
    );
    const opened = vi.fn();
    vi.stubGlobal('open', opened);
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:deck';
    });
    openFromPack({ [BRIDGE_LAYER.id]: file });
    const section = await screen.findByRole('region', { name: 'Attachments' });
    const rows = within(section).getAllByTestId('packed-file-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('deck.jpg'),
      expect.stringContaining('survey.pdf'),
    ]);
    await userEvent.click(within(section).getByRole('button', { name: 'View deck.jpg' }));
    expect(opened).toHaveBeenCalledWith('blob:deck', '_blank', 'noopener');
    expect(created[0]!.type).toBe('image/jpeg');
    expect(new Uint8Array(await created[0]!.arrayBuffer())).toEqual(PHOTO);
  });

  it('says attachments are not available offline for a feature the pack has none of', async () => {
    const file = attachmentsArchive(BRIDGE_LAYER.id, [], {
      [BRIDGE.fid! + 1]: [{ id: 7, name: 'deck.jpg', type: 'image/jpeg', data: PHOTO }],
    });
    openFromPack({ [BRIDGE_LAYER.id]: file });
    expect(await screen.findByText('Attachments are not available offline.')).toBeVisible();
  });

  it('says so for a pack made without attachments', async () => {
    openFromPack();
    expect(await screen.findByText('Attachments are not available offline.')).toBeVisible();
    expect(screen.queryByTestId('packed-file-row')).toBeNull();
  });
});
