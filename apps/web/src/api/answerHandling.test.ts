import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationsStore, showAlert } from '../lib/notificationsStore.js';
import {
  enterMapShare,
  leaveMapShare,
  loadStoredToken,
  sessionStore,
} from '../entities/session/sessionStore.js';
import { ApiError } from './ApiError.js';
import { configureAnswerHandling, INVALID_AUTHENTICATION_TOKEN } from './answerHandling.js';
import { api, ok } from './client.js';

const fetchMock = vi.fn<typeof fetch>();
const onInvalidToken = vi.fn();
const log = vi.fn();
const shareAnswer = {
  token: 's'.repeat(43),
  map: 3,
  map_title: 'Shared corridor',
  expiry: '2030-01-01T00:00:00.000Z',
  created_by: { first_name: 'Ada', last_name: 'Byrne' },
  bounds: null,
  markups: 'hidden' as const,
};

function answer(status: number, body: unknown, statusText = 'Status') {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function failing(path: string): Promise<ApiError> {
  // Any path will do here: the handling is the same for every call.
  const error = await ok(api.GET(`/api/${path}` as '/api/health/')).catch((e: unknown) => e);
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

beforeEach(() => {
  fetchMock.mockReset();
  onInvalidToken.mockReset();
  log.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  configureAnswerHandling({ onInvalidToken, log });
  localStorage.setItem('token', 'b'.repeat(40));
  loadStoredToken();
  notificationsStore.set({ alert: null, toast: null });
});

afterEach(() => {
  vi.unstubAllGlobals();
  configureAnswerHandling({});
});

describe('global answer handling', () => {
  it("drops the stored token and goes to Login on 403 'Invalid token.'", async () => {
    fetchMock.mockResolvedValueOnce(answer(403, { detail: 'Invalid token.' }));
    await failing('organisations/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStore.get().token).toBeNull();
    expect(onInvalidToken).toHaveBeenCalledTimes(1);
    expect(notificationsStore.get().alert).toBeNull();
  });

  it("keeps the stored token when a share link's token is refused, and ends the share instead", async () => {
    const onInvalidShareToken = vi.fn();
    configureAnswerHandling({ onInvalidToken, onInvalidShareToken, log });
    enterMapShare('s'.repeat(43), shareAnswer);
    fetchMock.mockResolvedValueOnce(answer(403, { detail: 'Invalid token.' }));
    await failing('maps/3/search/');
    const sent = fetchMock.mock.calls[0]?.[0] as Request;
    expect(sent.headers.get('MapShare')).toBe(`Token ${'s'.repeat(43)}`);
    expect(sent.headers.has('Authorization')).toBe(false);
    expect(onInvalidShareToken).toHaveBeenCalledWith('s'.repeat(43));
    expect(onInvalidToken).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('b'.repeat(40));
    leaveMapShare();
  });

  it('keeps the token on other 403 answers', async () => {
    fetchMock.mockResolvedValueOnce(answer(403, { detail: 'You do not have permission.' }));
    await failing('organisations/1/users/');
    expect(sessionStore.get().token).toBe('b'.repeat(40));
    expect(onInvalidToken).not.toHaveBeenCalled();
  });

  it("gives a 403 on users/me/ the status text 'Invalid authentication token' and no alert", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(403, { detail: 'Authentication credentials were not provided.' }, 'Forbidden'),
    );
    const error = await failing('users/me/');
    expect(error.statusText).toBe(INVALID_AUTHENTICATION_TOKEN);
    expect(notificationsStore.get().alert).toBeNull();
  });

  it.each([404, 500])('shows the alert "%i Could not connect to server"', async (status) => {
    fetchMock.mockResolvedValueOnce(answer(status, { detail: 'x' }));
    await failing('maps/99/');
    expect(notificationsStore.get().alert).toEqual({
      key: 'errors.couldNotConnect',
      values: { status },
    });
  });

  it('only logs a 400', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { name: ['This field may not be blank.'] }));
    await failing('organisations/');
    expect(log).toHaveBeenCalledWith('400 /api/organisations/', {
      name: ['This field may not be blank.'],
    });
    expect(notificationsStore.get().alert).toBeNull();
  });

  it.each([401, 409, 502])('rejects %i without an alert', async (status) => {
    fetchMock.mockResolvedValueOnce(answer(status, { detail: 'x' }));
    const error = await failing('maps/');
    expect(error.status).toBe(status);
    expect(notificationsStore.get().alert).toBeNull();
  });

  it('hides the alert on any success', async () => {
    showAlert({ key: 'errors.couldNotConnect', values: { status: 500 } });
    fetchMock.mockResolvedValueOnce(answer(200, []));
    await ok(api.GET('/api/organisations/{id}/maps/', { params: { path: { id: '1' } } }));
    expect(notificationsStore.get().alert).toBeNull();
  });
});
