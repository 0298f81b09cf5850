import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../i18n/index.js';
import { ChunkErrorBoundary } from '../components/ChunkErrorBoundary.js';
import { CHUNK_TIMEOUT_MS, ChunkTimeoutError, lazyPage, withTimeout } from './lazySection.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('gives up after 120 s by default', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const pending = withTimeout(new Promise<never>(() => undefined));
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkTimeoutError);
  });

  it('passes a load that arrives in time through', async () => {
    await expect(withTimeout(Promise.resolve('chunk'), 50)).resolves.toBe('chunk');
  });
});

describe('lazyPage', () => {
  it('shows a visible error when a section does not arrive in time', async () => {
    vi.useFakeTimers();
    const Page = lazyPage(
      () => new Promise<Record<string, unknown>>(() => undefined),
      'Page',
      1000,
    );
    render(
      <ChunkErrorBoundary>
        <Suspense fallback={<p>waiting</p>}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    expect(
      await screen.findByText(
        'Loading this part of the application took too long and was stopped.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows a visible error when a section fails to load', async () => {
    const Page = lazyPage(() => Promise.reject(new Error('network down')), 'Page');
    render(
      <ChunkErrorBoundary>
        <Suspense fallback={<p>waiting</p>}>
          <Page />
        </Suspense>
      </ChunkErrorBoundary>,
    );
    expect(
      await screen.findByText('This part of the application could not be loaded.'),
    ).toBeInTheDocument();
  });

  it('renders the named export of the section', async () => {
    const Page = lazyPage(async () => ({ Page: () => <p>the page</p> }), 'Page');
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});
