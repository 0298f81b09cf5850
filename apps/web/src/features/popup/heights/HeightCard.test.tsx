import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { layer } from '../../../test/layers.js';
import { renderWithProviders } from '../../../test/renderWithProviders.js';
import { popupMessages } from '../messages.js';
import { registerMessages } from '../../../i18n/registerMessages.js';
import { HeightCard } from './HeightCard.js';

registerMessages('popups', popupMessages);

const place = { at: { lng: 7.0, lat: 51.4 }, x: 100, y: 80, width: 800, height: 600 };
const answer = (elevation: number | null) => ({
  layer_id: 1,
  survey_date: '2024-06-11',
  elevation,
  unit: 'm' as const,
});

describe('the heights card', () => {
  it("shows each layer's height, the survey that answered, or that it has none", async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <HeightCard
        place={place}
        onClose={onClose}
        heights={[
          {
            layer: layer({ id: 1, name: 'DSM' }),
            answer: answer(104.372),
            pending: false,
            failed: false,
          },
          {
            layer: layer({ id: 2, name: 'Change' }),
            answer: answer(null),
            pending: false,
            failed: false,
          },
          { layer: layer({ id: 3, name: 'DTM' }), answer: undefined, pending: true, failed: false },
        ]}
      />,
    );
    const card = screen.getByRole('dialog', { name: 'Height here' });
    const rows = within(card).getAllByTestId('height-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DSM · survey of 11/06/2024104.37 m',
      'Change · survey of 11/06/2024No height here',
      'DTMReading the height…',
    ]);
    expect(rows[0]).toHaveAttribute('data-elevation', '104.372');
    await userEvent.click(within(card).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
