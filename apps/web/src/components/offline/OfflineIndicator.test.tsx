import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/index.js';
import { i18n } from '../../i18n/index.js';
import { OfflineIndicator } from './OfflineIndicator.js';
import { OfflineNotice } from './OfflineNotice.js';

function network(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfflineIndicator', () => {
  it('says the app is offline while it is, in a live region', () => {
    const { container } = render(<OfflineIndicator />);
    const status = container.querySelector('[aria-live="polite"]');
    expect(status).toBeEmptyDOMElement();
    act(() => network(false));
    expect(status).toHaveTextContent('You are offline');
    act(() => network(true));
    expect(status).toBeEmptyDOMElement();
  });

  it('speaks French and Irish', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineIndicator />);
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Vous êtes hors ligne')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ga'));
    expect(screen.getByText('Tá tú as líne')).toBeInTheDocument();
  });
});

describe('OfflineNotice', () => {
  it('says what is not available offline', () => {
    const { rerender } = render(<OfflineNotice need="screen" />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not available offlineThis screen needs the network.',
    );
    rerender(<OfflineNotice need="placeSearch" compact />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Searching for places is not available offline.',
    );
  });
});
