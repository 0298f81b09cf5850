import { describe, expect, it } from 'vitest';
import { isSameOwner, ownerKey, packOwnerOf } from './packOwner.js';

describe('pack owners', () => {
  it('tell a user by id and host, with the organisation kept beside', async () => {
    const ann = await packOwnerOf({ userId: 4, shareToken: null, organisationId: 2 }, 'maps.test');
    expect(ann).toEqual({ user: 4, share: null, host: 'maps.test', organisation: 2 });
    const annElsewhere = await packOwnerOf(
      { userId: 4, shareToken: null, organisationId: 3 },
      'maps.test',
    );
    const bob = await packOwnerOf({ userId: 5, shareToken: null, organisationId: 2 }, 'maps.test');
    expect(isSameOwner(annElsewhere!, ann!)).toBe(true);
    expect(isSameOwner(bob!, ann!)).toBe(false);
    expect(isSameOwner({ ...ann!, host: 'other.test' }, ann!)).toBe(false);
    expect(isSameOwner(undefined, ann!)).toBe(false);
    expect(ownerKey(annElsewhere!)).toBe(ownerKey(ann!));
  });

  it('tell a share’s viewer by a digest of the token, never the token itself', async () => {
    const viewer = await packOwnerOf(
      { userId: null, shareToken: 'secret-token', organisationId: null },
      'maps.test',
    );
    const other = await packOwnerOf(
      { userId: null, shareToken: 'other-token', organisationId: null },
      'maps.test',
    );
    expect(viewer?.user).toBeNull();
    expect(viewer?.share).toMatch(/^[0-9a-f]{16,64}$/);
    expect(JSON.stringify(viewer)).not.toContain('secret-token');
    expect(isSameOwner(other!, viewer!)).toBe(false);
    expect(
      isSameOwner(
        (await packOwnerOf(
          { userId: null, shareToken: 'secret-token', organisationId: null },
          'maps.test',
        ))!,
        viewer!,
      ),
    ).toBe(true);
  });

  it('is nobody when nobody is signed in', async () => {
    expect(await packOwnerOf({ userId: null, shareToken: null, organisationId: null })).toBeNull();
  });
});
