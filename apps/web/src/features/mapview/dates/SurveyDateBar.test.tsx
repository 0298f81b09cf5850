import { act, fireEvent, screen } from '@testing-library/react';
import type { LayerRead } from '@waymark/contract';
import { afterEach, describe, expect, it } from 'vitest';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { setCompareView } from '../../../entities/map/compareView.js';
import { chooseSurveyDate, surveyDateStore } from '../../../entities/map/surveyDateStore.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { SurveyDateBar } from './SurveyDateBar.js';

const layer = (id: number, survey_dates: string[]) => ({ id, survey_dates }) as LayerRead;

afterEach(() => act(() => chooseSurveyDate(null)));

describe('the time slider', () => {
  it('shows the series dates, the latest first, and moves between them with the keyboard', async () => {
    renderWithProviders(
      <SurveyDateBar
        layers={[layer(1, ['2020-06-15', '2024-06-11']), layer(2, ['2022-01-01'])]}
        status={{}}
      />,
    );
    const slider = await screen.findByRole('slider', { name: 'Survey date' });
    expect(slider).toHaveAttribute('aria-valuetext', '11 Jun 2024');
    expect(screen.getByText('15 Jun 2020')).toBeInTheDocument();
    expect(screen.queryByText('1 Jan 2022')).not.toBeInTheDocument();
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(surveyDateStore.get()).toBe('2020-06-15');
    expect(slider).toHaveAttribute('aria-valuetext', '15 Jun 2020');
  });

  it('is not shown without a series that is on', () => {
    const { container } = renderWithProviders(
      <SurveyDateBar layers={[layer(1, ['2020-06-15', '2024-06-11'])]} status={{ '1': false }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('gives way to Compare, whose panel chooses each side', async () => {
    const side = (date: string) => ({ map: {} as MapLibreMap, layerName: 'DSM', date });
    renderWithProviders(
      <SurveyDateBar layers={[layer(1, ['2020-06-15', '2024-06-11'])]} status={{}} />,
    );
    expect(await screen.findByRole('slider', { name: 'Survey date' })).toBeInTheDocument();
    act(() =>
      setCompareView({ left: side('2020-06-15'), right: side('2024-06-11'), position: 0.5 }),
    );
    expect(screen.queryByRole('slider', { name: 'Survey date' })).not.toBeInTheDocument();
    act(() => setCompareView(null));
    expect(await screen.findByRole('slider', { name: 'Survey date' })).toBeInTheDocument();
  });
});
