import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mockApi.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { ModelViewer } from './model/ModelViewer.js';
import { PanoramaViewer } from './panorama/PanoramaViewer.js';
import { PointCloudViewer } from './point-cloud/PointCloudViewer.js';
import { VideoPlayer } from './video/VideoPlayer.js';

// jsdom has no WebGL: the viewers that need it must say so, not draw a blank box or crash.
describe('viewers without WebGL', () => {
  it('say that this browser cannot draw 3D views, and fetch nothing', () => {
    const api = mockApi({});
    renderWithProviders(
      <>
        <PointCloudViewer file={{ id: 1, layer_id: 2, name: 'culvert.copc.laz' }} />
        <ModelViewer file={{ id: 3, layer_id: 2, name: 'station.ifc' }} />
        <PanoramaViewer photos={[{ fileId: 4, layerId: 2, name: 'west.jpg' }]} index={0} />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(3);
    expect(
      screen.getAllByText(/This browser cannot draw 3D views \(WebGL is not available\)/),
    ).toHaveLength(3);
    expect(
      screen.getByRole('region', { name: 'Point cloud culvert.copc.laz' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '3D model station.ifc' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '360° photo west.jpg' })).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});

describe('files a viewer cannot show', () => {
  it('the model viewer names a file that is no model', () => {
    renderWithProviders(<ModelViewer file={{ id: 3, layer_id: 2, name: 'report.pdf' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'report.pdf is not a glTF, GLB or IFC model.',
    );
  });

  it('the model viewer waits for an IFC being converted, and names one that failed, asking nothing', () => {
    const api = mockApi({});
    const { unmount } = renderWithProviders(
      <ModelViewer file={{ id: 3, layer_id: 2, name: 'station.ifc', status: 'processing' }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'station.ifc is being prepared for viewing. Open it again in a moment.',
    );
    unmount();
    renderWithProviders(
      <ModelViewer file={{ id: 3, layer_id: 2, name: 'station.ifc', status: 'error' }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'station.ifc could not be read as an IFC model.',
    );
    expect(api.requests).toEqual([]);
  });

  it('the video player refuses addresses other than http(s)', () => {
    renderWithProviders(<VideoPlayer source={{ url: 'javascript:alert(1)' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only http(s) links and the portal’s own files can be played.',
    );
    expect(document.querySelector('video')).toBeNull();
  });

  it('the video player plays an http(s) address with the browser controls', () => {
    renderWithProviders(<VideoPlayer source={{ url: 'https://cdn.example/inspection.mp4' }} />);
    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe('https://cdn.example/inspection.mp4');
    expect(video).toHaveAttribute('controls');
    expect(
      screen.getByRole('region', { name: 'Video https://cdn.example/inspection.mp4' }),
    ).toBeInTheDocument();
  });
});
