import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.js';
import { MeasureReadout } from './MeasureReadout.js';

/** A right angle of two 0.01° legs on the equator: 1.112 km each. */
const corner: [number, number][] = [
  [0, 0],
  [0.01, 0],
  [0.01, 0.01],
];

describe('the measure read-out', () => {
  it('lists each segment and the total of a line', () => {
    renderWithProviders(<MeasureReadout kind="line" units="metric" vertices={corner} finished />);
    expect(screen.getByText('Segment 1: 1.112 km')).toBeInTheDocument();
    expect(screen.getByText('Segment 2: 1.112 km')).toBeInTheDocument();
    expect(screen.getByTestId('measure-total')).toHaveTextContent('Total: 2.224 km');
    expect(screen.queryByTestId('measure-area')).toBeNull();
  });

  it('gives the perimeter and area of a closed shape, in imperial units too', () => {
    renderWithProviders(
      <MeasureReadout kind="area" units="imperial" vertices={corner} finished={false} />,
    );
    // Closed back to the first corner: 1.112 + 1.112 + 1.572 km; half of 1.112 km squared.
    expect(screen.getByTestId('measure-total')).toHaveTextContent('Perimeter: 2.359 mi');
    expect(screen.getByTestId('measure-area')).toHaveTextContent('Area: 152.76 ac');
  });
});
