import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { GisToolsDialog } from './GisToolsDialog.js';
import { gisUrls } from './gisUrls.js';

describe('Use in QGIS / ArcGIS', () => {
  it('gives the service, collection and XYZ template of a vector layer', () => {
    expect(gisUrls('https://maps.example', { id: 12, organisation_id: 3, type: 'vector' })).toEqual(
      {
        service: 'https://maps.example/api/ogc/organisations/3',
        collection: 'https://maps.example/api/ogc/organisations/3/collections/12',
        tiles: 'https://maps.example/api/tiles/layers/12/{z}/{x}/{y}.pbf?key=YOUR_KEY',
      },
    );
  });

  it('gives PNG tiles for a raster layer', () => {
    expect(
      gisUrls('https://maps.example', { id: 7, organisation_id: 3, type: 'raster' }).tiles,
    ).toBe('https://maps.example/api/tiles/layers/7/{z}/{x}/{y}.png?key=YOUR_KEY');
  });

  it('shows each value copyable and the numbered steps of both tools', () => {
    renderWithProviders(
      <GisToolsDialog
        layer={{ id: 12, organisation_id: 3, type: 'vector' }}
        name="Bridges"
        onClose={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Use “Bridges” in QGIS / ArcGIS' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Service URL (OGC API – Features)' })).toHaveValue(
      `${window.location.origin}/api/ogc/organisations/3`,
    );
    expect(screen.getAllByRole('button', { name: /^Copy: / })).toHaveLength(3);
    const qgis = screen.getByRole('region', { name: 'With QGIS' });
    expect(qgis.querySelectorAll('li')).toHaveLength(5);
    expect(qgis).toHaveTextContent('Add WFS / OGC API - Features Layer');
    expect(screen.getByRole('region', { name: 'With ArcGIS Pro' })).toHaveTextContent(
      'Insert › Connections',
    );
  });
});
