import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { registerMessages } from '../../../i18n/registerMessages.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { sceneMessages } from '../messages.js';
import { SceneBar } from '../SceneBar.js';
import type { SceneCloud } from './sceneClouds.js';

registerMessages('scene', sceneMessages);

const cloud = (change: Partial<SceneCloud>): SceneCloud => ({
  key: '3/7',
  name: 'ellipsoid.copc.laz',
  phase: 'ready',
  problem: null,
  drawn: 25_000,
  total: 100_000,
  verticalDatum: null,
  ...change,
});

const LOOK = { mode: 'rgb', pointSize: 2, shown: true } as const;

/** The bar over no DTM, with the clouds (and models) given. */
const renderBar = (shown: Pick<ComponentProps<typeof SceneBar>, 'clouds' | 'models'>) =>
  renderWithProviders(
    <SceneBar
      terrain={null}
      exaggeration={1}
      onChange={() => {}}
      look={LOOK}
      onLook={() => {}}
      {...shown}
    />,
  );

describe('the point clouds in the 3D view’s bar', () => {
  it('lists each cloud with its points drawn and its heights, and changes how they are drawn', async () => {
    const onLook = vi.fn();
    renderWithProviders(
      <SceneBar
        terrain="DTM"
        exaggeration={1}
        onChange={() => {}}
        clouds={[
          cloud({}),
          cloud({ key: '3/8', name: 'bridge.copc.laz', verticalDatum: 'NAVD88 height (ftUS)' }),
        ]}
        look={LOOK}
        onLook={onLook}
      />,
    );
    const group = await screen.findByRole('group', { name: 'Point clouds' });
    const first = within(group).getByTestId('scene-cloud-ellipsoid.copc.laz');
    expect(first).toHaveTextContent('25,000 of 100,000 points drawn');
    expect(first).toHaveTextContent('The file names no vertical datum');
    expect(within(group).getByTestId('scene-cloud-bridge.copc.laz')).toHaveTextContent(
      'Heights as in the file: NAVD88 height (ftUS).',
    );
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Show point clouds' }));
    expect(onLook).toHaveBeenLastCalledWith({ ...LOOK, shown: false });
    fireEvent.change(within(group).getByLabelText('Colour'), {
      target: { value: 'classification' },
    });
    expect(onLook).toHaveBeenLastCalledWith({ ...LOOK, mode: 'classification' });
    const size = within(group).getByRole('slider', { name: 'Point size' });
    expect(size).toHaveAttribute('aria-valuetext', '2 px');
    fireEvent.change(size, { target: { value: '4' } });
    expect(onLook).toHaveBeenLastCalledWith({ ...LOOK, pointSize: 4 });
  });

  it('says why a cloud is not drawn, as an alert', async () => {
    renderBar({
      clouds: [
        cloud({ phase: 'failed', problem: 'placement', drawn: 0 }),
        cloud({ key: '3/9', name: 'b.copc.laz', phase: 'loading', drawn: 0 }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Its coordinate system cannot be placed on the map.',
    );
    expect(screen.getByTestId('scene-cloud-b.copc.laz')).toHaveTextContent('Loading…');
  });

  it('says when the browser has no WebGL 2 to draw them', async () => {
    renderBar({
      clouds: [cloud({ phase: 'failed', problem: 'webgl2', drawn: 0 })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser has no WebGL 2: point clouds cannot be drawn.',
    );
  });

  it('says when the 3D view’s code could not load, in the app’s words, not as an unreadable file, with Reload beside', async () => {
    renderBar({
      clouds: [
        cloud({ phase: 'failed', problem: 'chunkError', drawn: 0 }),
        cloud({ key: '3/9', name: 'b.copc.laz', phase: 'failed', problem: 'chunkTimeout' }),
      ],
      models: [{ key: '3/1', name: 'bridge.ifc', phase: 'failed', problem: 'chunkError' }],
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'This part of the application could not be loaded.',
      'Loading this part of the application took too long and was stopped.',
      'This part of the application could not be loaded.',
    ]);
    // One for each (the page loads again with the scene its URL keeps).
    expect(screen.getAllByRole('button', { name: 'Reload' })).toHaveLength(3);
  });

  it('offers no Reload for a file that cannot be read: reloading would not change it', async () => {
    renderBar({
      clouds: [cloud({ phase: 'failed', problem: 'unreadable', drawn: 0 })],
      models: [{ key: '3/1', name: 'bridge.ifc', phase: 'failed', problem: 'noPlace' }],
    });
    expect(await screen.findAllByRole('alert')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});
