import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/index.js';
import { layout } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { renderApp } from '../../test/renderApp.js';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.dir = 'ltr';
});

const LOGO = 'data:image/png;base64,iVBORw0KGgo=';

describe('the layout in force', () => {
  it('sets the document title, the page icon and the logo', async () => {
    mockApi({ 'GET /api/layout/': { body: { ...layout, title: 'Rail Portal', logo: LOGO } } });
    renderApp('/auth/login/');
    await screen.findByRole('button', { name: 'Login' });
    await waitFor(() => expect(document.title).toBe('Rail Portal'));
    expect(document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href).toBe(LOGO);
    expect(screen.getByText('Rail Portal')).toBeInTheDocument();
  });

  it('turns the page right-to-left for an rtl layout', async () => {
    mockApi({ 'GET /api/layout/': { body: { ...layout, rtl: true } } });
    renderApp('/auth/login/');
    await screen.findByRole('button', { name: 'Login' });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });

  it("takes the layout's language unless the user chose one", async () => {
    mockApi({ 'GET /api/layout/': { body: { ...layout, lang: 'fr' } } });
    renderApp('/auth/login/');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it("keeps the user's own choice over the layout's language", async () => {
    localStorage.setItem('lang', 'ga');
    await i18n.changeLanguage('ga');
    mockApi({ 'GET /api/layout/': { body: { ...layout, lang: 'fr' } } });
    renderApp('/auth/login/');
    expect(await screen.findByRole('button', { name: 'Logáil isteach' })).toBeInTheDocument();
  });
});
