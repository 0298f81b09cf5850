import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../i18n/index.js';
import { BackgroundSwitcher } from './BackgroundSwitcher.js';

describe('background switcher', () => {
  it('is not offered with the offline background alone', () => {
    const { container } = render(
      <BackgroundSwitcher available={['offline']} value="offline" onChange={vi.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('offers the configured basemaps', async () => {
    const onChange = vi.fn();
    render(
      <BackgroundSwitcher
        available={['offline', 'street', 'satellite']}
        value="offline"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Background' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Basic Map' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Satellite Map' }));
    expect(onChange).toHaveBeenCalledWith('satellite');
  });
});
