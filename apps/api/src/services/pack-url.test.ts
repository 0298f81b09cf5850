import { PACK_URL_LIFETIME_DAYS } from '@waymark/contract/pack';
import { describe, expect, it } from 'vitest';
import { PackUrlSigner } from './pack-url.js';

const DAY = 86_400;
const secret = () => Promise.resolve(Buffer.from('s'.repeat(32)));
const archive = { id: 7, layer_id: 3, data_version: 12, share_id: null, kind: 'vector' as const };

describe('signed archive URLs', () => {
  it('expire at a day boundary within the lifetime, the same all day', async () => {
    const signer = new PackUrlSigner(secret);
    const morning = await signer.sign(archive, null, new Date('2026-03-02T00:00:01Z'));
    const night = await signer.sign(archive, null, new Date('2026-03-02T23:59:59Z'));
    expect(morning.url).toBe(night.url);
    const expires = morning.expires.getTime() / 1000;
    expect(expires % DAY).toBe(0);
    expect(morning.expires.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(expires - Date.parse('2026-03-02T00:00:01Z') / 1000).toBeLessThanOrEqual(
      PACK_URL_LIFETIME_DAYS * DAY,
    );
  });

  it('never outlive a share, and bind archive, layer, version, expiry and share', async () => {
    const signer = new PackUrlSigner(secret, 'https://cdn.example');
    const now = new Date('2026-03-02T10:00:00Z');
    const shareEnd = new Date('2026-03-05T12:34:56.789Z');
    const shared = await signer.sign({ ...archive, share_id: 4 }, shareEnd, now);
    expect(shared.expires.toISOString()).toBe('2026-03-05T12:34:56.000Z');
    expect(shared.url.startsWith('https://cdn.example/api/pack-archives/7/12/')).toBe(true);
    const [, , , , , , , expires, signature] = shared.url.split('/');
    const parts = { dataVersion: 12, expires: Number(expires), signature: signature! };
    expect(await signer.verify({ ...archive, share_id: 4 }, parts, now)).toBe('valid');
    expect(await signer.verify(archive, parts, now)).toBe('invalid');
    expect(await signer.verify({ ...archive, share_id: 4, layer_id: 4 }, parts, now)).toBe(
      'invalid',
    );
    expect(await signer.verify({ ...archive, share_id: 4, id: 8 }, parts, now)).toBe('invalid');
    expect(await signer.verify({ ...archive, share_id: 4 }, parts, shareEnd)).toBe('expired');
    const other = new PackUrlSigner(() => Promise.resolve(Buffer.from('t'.repeat(32))));
    expect(await other.verify({ ...archive, share_id: 4 }, parts, now)).toBe('invalid');
  });
});
