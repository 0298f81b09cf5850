import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerMessages } from '../../i18n/registerMessages.js';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { sceneMessages } from './messages.js';
import { SceneBar } from './SceneBar.js';

registerMessages('scene', sceneMessages);

describe('the 3D view’s bar', () => {
  it('names the DTM under the scene and changes the exaggeration in its steps', async () => {
    const onChange = vi.fn();
    renderWithProviders(<SceneBar terrain="DTM 2023" exaggeration={1.5} onChange={onChange} />);
    const bar = await screen.findByRole('region', { name: '3D view' });
    expect(bar).toHaveTextContent('Terrain: DTM 2023');
    const slider = screen.getByRole('slider', { name: 'Vertical exaggeration' });
    expect(slider).toHaveAttribute('aria-valuetext', '×1.5');
    expect(slider).toHaveValue('1.5');
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '5');
    expect(slider).toHaveAttribute('step', '0.5');
    fireEvent.change(slider, { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('says the map is tilted flat when no DTM is on, with nothing to exaggerate', async () => {
    renderWithProviders(<SceneBar terrain={null} exaggeration={1.5} onChange={() => {}} />);
    expect(
      await screen.findByText('No DTM is on: the map is tilted without terrain.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('lists the models: placed, or why one is not drawn', async () => {
    renderWithProviders(
      <SceneBar
        terrain={null}
        exaggeration={1}
        onChange={() => {}}
        models={[
          { key: '3/1', name: 'bridge.ifc', phase: 'ready', problem: null },
          { key: '3/2', name: 'depot.ifc', phase: 'failed', problem: 'noPlace' },
          { key: '3/3', name: 'shed.ifc', phase: 'loading', problem: null },
          { key: '3/4', name: 'Box.glb', phase: 'ready', problem: null, placedBy: 'editor' },
          {
            key: '3/5',
            name: 'shelter.ifc',
            phase: 'ready',
            problem: null,
            placedBy: 'conversion',
            epsg: 25832,
          },
        ]}
      />,
    );
    const models = await screen.findByRole('group', { name: 'Models' });
    expect(within(models).getByTestId('scene-model-bridge.ifc')).toHaveTextContent(
      'Placed at its IFC site reference. Click an element to see its properties.',
    );
    expect(within(models).getByRole('alert')).toHaveTextContent(
      'It has no place on the map: its layer’s editors can give it one in the layer’s files (Place in 3D).',
    );
    expect(within(models).getByTestId('scene-model-shed.ifc')).toHaveTextContent('Loading…');
    expect(within(models).getByTestId('scene-model-Box.glb')).toHaveTextContent(
      'Placed where its layer’s editors set it.',
    );
    expect(within(models).getByTestId('scene-model-shelter.ifc')).toHaveTextContent(
      'Placed by its IFC map conversion (EPSG:25832). Click an element to see its properties.',
    );
  });
});
