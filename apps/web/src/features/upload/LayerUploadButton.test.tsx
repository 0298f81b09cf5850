import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layerAbilities } from '../../test/abilities.js';
import { profileWith } from '../../test/fixtures.js';
import { renderApp } from '../../test/renderApp.js';
// The Layer screen as the app composes it, with this button: the layer form's test answers.
import { signedInWithLayer } from '../layer-form/testApi.js';
import { layerRead } from '../layer-form/testLayers.js';
import { LayerUploadButton } from './LayerUploadButton.js';
import { corridor, mockUploadApi, renderSignedIn } from './test/uploadHarness.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a layer's upload button", () => {
  it('shows when the layer’s abilities.upload is true, and opens the layer upload', async () => {
    mockUploadApi();
    renderSignedIn(
      <LayerUploadButton
        layer={{ ...corridor, abilities: layerAbilities(false, { upload: true }) }}
      />,
      profileWith({ upload: true }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Upload files' }));
    expect(
      await screen.findByRole('dialog', { name: 'Upload files to “Survey Corridor”' }),
    ).toBeInTheDocument();
  });

  it('is hidden when abilities.upload is false, whatever else the layer allows', () => {
    renderSignedIn(
      <LayerUploadButton
        layer={{ ...corridor, abilities: layerAbilities(true, { upload: false }) }}
      />,
      profileWith({ upload: true }),
    );
    expect(screen.queryByRole('button', { name: 'Upload files' })).toBeNull();
  });

  it('is an icon in the files panel, named after the layer', () => {
    renderSignedIn(<LayerUploadButton layer={corridor} compact />);
    expect(
      screen.getByRole('button', { name: 'Upload files to Survey Corridor' }),
    ).toBeInTheDocument();
  });

  it('is on the Layer screen of an uploader who owns the layer but may not change layers', async () => {
    signedInWithLayer(
      profileWith({ upload: true }),
      layerRead({ abilities: layerAbilities(false, { view: true, upload: true }) }),
    );
    renderApp('/layers/2/');
    const files = await screen.findByRole('region', { name: 'Files' });
    expect(await within(files).findByRole('button', { name: 'Upload files' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete selected/ })).toBeNull();
  });
});
