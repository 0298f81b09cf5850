import { describe, expect, it } from 'vitest';
import {
  expiryProblem,
  expiryText,
  fromLocalInput,
  latestExpiry,
  parseExpiryText,
  quickExpiry,
  toLocalInput,
} from './shareExpiry.js';
import {
  createPayload,
  patchPayload,
  shareFormRules,
  valuesOfShare,
  type ShareFormValues,
} from './shareForm.js';

const NOW = new Date(2026, 0, 31, 14, 30); // 31 January 2026, 14:30 local time
const VIEW: [number, number, number, number] = [-71.9, 42.2, -71.6, 42.5];

const values = (overrides: Partial<ShareFormValues> = {}): ShareFormValues => ({
  expiry: expiryText(quickExpiry('week', NOW)),
  quick: 'week',
  area: 'none',
  drawn: null,
  note: '',
  markups: 'hidden',
  ...overrides,
});

describe('quick expiries', () => {
  it('are one day, one week and one calendar month from now', () => {
    expect(quickExpiry('day', NOW)).toEqual(new Date(2026, 1, 1, 14, 30));
    expect(quickExpiry('week', NOW)).toEqual(new Date(2026, 1, 7, 14, 30));
    // 31 January + 1 month: the last day of February, not 3 March.
    expect(quickExpiry('month', NOW)).toEqual(new Date(2026, 1, 28, 14, 30));
    expect(quickExpiry('month', new Date(2026, 4, 15, 8, 0))).toEqual(new Date(2026, 5, 15, 8, 0));
  });

  it("are shown and typed as dd/MM/yyyy HH:mm, whatever the browser's locale", () => {
    expect(expiryText(NOW)).toBe('31/01/2026 14:30');
    expect(parseExpiryText('31/01/2026 14:30')).toEqual(NOW);
    expect(parseExpiryText(' 1/2/2026 9:05 ')).toEqual(new Date(2026, 1, 1, 9, 5));
    expect(parseExpiryText('31/02/2026 14:30')).toBeNull();
    expect(parseExpiryText('31/01/2026 24:00')).toBeNull();
    expect(parseExpiryText('2026-01-31T14:30')).toBeNull();
    expect(parseExpiryText('tomorrow')).toBeNull();
  });

  it("round-trip through the browser's date and time picker", () => {
    expect(toLocalInput(NOW)).toBe('2026-01-31T14:30');
    expect(fromLocalInput('2026-01-31T14:30')).toEqual(NOW);
    expect(fromLocalInput('2026-01-31T14:30:15')).toEqual(NOW);
    expect(fromLocalInput('2026-02-31T14:30')).toBeNull();
  });
});

describe('the expiry rules', () => {
  it('want a time in the future, at most 366 days away', () => {
    expect(expiryProblem('', NOW)).toBe('required');
    expect(expiryProblem('01/13/2026 00:00', NOW)).toBe('invalid');
    expect(expiryProblem('31/01/2026 14:30', NOW)).toBe('past');
    expect(expiryProblem('31/01/2026 14:31', NOW)).toBeNull();
    expect(expiryProblem(expiryText(latestExpiry(NOW)), NOW)).toBeNull();
    expect(expiryProblem('02/02/2027 14:30', NOW)).toBe('tooLate');
  });

  it('show their messages under the expiry and the box', () => {
    const rules = shareFormRules(() => NOW);
    const past = rules.safeParse(values({ expiry: '01/12/2025 10:00' }));
    expect(past.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['expiry', 'mapShare.form.expiryPast'],
    ]);
    const noBox = rules.safeParse(values({ area: 'drawn', drawn: null }));
    expect(noBox.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['drawn', 'mapShare.form.drawBox'],
    ]);
    expect(rules.safeParse(values({ note: 'x'.repeat(501) })).error?.issues[0]?.message).toBe(
      'mapShare.form.noteTooLong',
    );
    expect(rules.safeParse(values()).success).toBe(true);
  });
});

describe('the share payload (POST mapshares/)', () => {
  it('shares the whole map without bounds', () => {
    const expiry = expiryText(quickExpiry('day', NOW));
    expect(createPayload(values({ expiry, quick: 'day' }), 4, VIEW)).toEqual({
      map: 4,
      expiry: new Date(2026, 1, 1, 14, 30).toISOString(),
      bounds: null,
      markups: 'hidden',
    });
  });

  it('shares the view on screen with "Current view"', () => {
    expect(createPayload(values({ area: 'view', note: '  For the council ' }), 4, VIEW)).toEqual({
      map: 4,
      expiry: new Date(2026, 1, 7, 14, 30).toISOString(),
      bounds: VIEW,
      note: 'For the council',
      markups: 'hidden',
    });
  });

  it("sends the share's choice of markups: hidden, read-only or open to comments", () => {
    expect(createPayload(values({ markups: 'read' }), 4, VIEW).markups).toBe('read');
    expect(createPayload(values({ markups: 'comment' }), 4, VIEW).markups).toBe('comment');
  });

  it('shares the drawn box with "Draw a box", whatever the view', () => {
    const month = expiryText(quickExpiry('month', NOW));
    const payload = createPayload(
      values({ expiry: month, quick: 'month', area: 'drawn', drawn: [-72, 42, -71, 43] }),
      4,
      VIEW,
    );
    expect(payload.bounds).toEqual([-72, 42, -71, 43]);
    expect(payload.expiry).toBe(new Date(2026, 1, 28, 14, 30).toISOString());
  });

  it('sends what changed of expiry, bounds, note and markups when a share is changed (PATCH)', () => {
    const before = valuesOfShare({
      expiry: '2026-02-07T13:30:45.000Z',
      bounds: null,
      note: 'x',
      markups: 'hidden',
    });
    expect(before.area).toBe('none');
    expect(patchPayload(before, before)).toEqual({});
    expect(
      patchPayload({ ...before, area: 'drawn', drawn: [1, 2, 3, 4], note: ' y ' }, before),
    ).toEqual({ bounds: [1, 2, 3, 4], note: 'y' });
    expect(patchPayload({ ...before, markups: 'comment' }, before)).toEqual({ markups: 'comment' });
    const later = { ...before, expiry: '01/03/2026 10:00' };
    expect(patchPayload(later, before)).toEqual({
      expiry: new Date(2026, 2, 1, 10, 0).toISOString(),
    });
    const bounded = valuesOfShare({
      expiry: NOW.toISOString(),
      bounds: [1, 2, 3, 4],
      note: '',
      markups: 'read',
    });
    expect(bounded).toMatchObject({ area: 'drawn', drawn: [1, 2, 3, 4] });
    expect(patchPayload({ ...bounded, area: 'none' }, bounded)).toEqual({ bounds: null });
  });

  it("does not check an expired share's expiry that is left as it was", () => {
    const kept = '01/06/2025 10:00';
    const rules = shareFormRules(() => NOW, kept);
    expect(rules.safeParse(values({ expiry: kept })).success).toBe(true);
    expect(rules.safeParse(values({ expiry: '02/06/2025 10:00' })).success).toBe(false);
  });
});
