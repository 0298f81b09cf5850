import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NO_PERMISSION, NOT_FOUND } from '../test/assertions.js';
import { entriesUnder, multipart } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="55" viewBox="0 0 150 55">' +
    '<script>alert(document.cookie)</script>' +
    '<rect width="150" height="55" fill="#4caf50"/><circle cx="27" cy="27" r="20" fill="#3f51b5"/>' +
    '</svg>',
);

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#3f51b5' } })
    .png()
    .toBuffer();
}

/** A PNG whose header claims `width` × `height` pixels (a decompression bomb's header). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await png(1, 1));
  // IHDR: length (8), type (12), width (16), height (20), …, CRC over type and data (29).
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

describe('organisations API: logo', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let admin: TestUser;
  let adminWithoutRight: TestUser;
  let member: TestUser;
  let otherAdmin: TestUser;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    admin = await t.createUser({
      email: 'admin@acme.test',
      organisations: [{ id: acme, admin: true }],
      permissions: ['organisations.change_organisation'],
    });
    adminWithoutRight = await t.createUser({
      email: 'admin2@acme.test',
      organisations: [{ id: acme, admin: true }],
    });
    member = await t.createUser({
      email: 'member@acme.test',
      organisations: [{ id: acme }],
      permissions: ['organisations.change_organisation'],
    });
    otherAdmin = await t.createUser({
      email: 'admin@other.test',
      organisations: [{ id: other, admin: true }],
      permissions: ['organisations.change_organisation'],
    });
  });

  const upload = (user: TestUser | null, content: Buffer, name = 'logo.png', field = 'logo') => {
    const form = multipart([{ name: field, filename: name, content }]);
    return t.request('POST', `/api/organisations/${acme}/logo/`, {
      token: user?.token,
      body: form.body,
      headers: form.headers,
    });
  };
  const fetchLogo = (url: string, headers: Record<string, string> = {}) =>
    t.request('GET', url, { headers });
  const stored = async () =>
    (await entriesUnder(t.config.STORAGE_DIR)).filter((e) => e.endsWith('.png'));

  it('stores an uploaded PNG re-encoded to fit 300×110 and serves it to anyone', async () => {
    const res = await upload(admin, await png(600, 200));
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json().layout.logo as string;
    expect(logo).toMatch(new RegExp(`^/api/organisations/${acme}/logo/\\?v=[0-9a-f]{12}$`));
    expect(res.json()).toMatchObject({ id: acme, name: 'Acme', user_count: 3 });
    // The layout the sign-in page reads names it too.
    const layout = await t.request('GET', `/api/layout/${acme}`);
    expect(layout.json().logo).toBe(logo);

    const served = await fetchLogo(logo);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 300, height: 100 });
    expect(await stored()).toEqual([
      expect.stringMatching(new RegExp(`^organisations/${acme}/logo-[0-9a-f]{64}\\.png$`)),
    ]);
  });

  it('revalidates other versions, and answers 304 to a matching ETag', async () => {
    const logo = (await upload(admin, await png(120, 40))).json().layout.logo as string;
    const path = logo.split('?')[0]!;
    for (const url of [path, `${path}?v=000000000000`]) {
      const res = await fetchLogo(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const first = await fetchLogo(logo);
    // Small logos are not enlarged.
    expect(await sharp(first.rawPayload).metadata()).toMatchObject({ width: 120, height: 40 });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    expect(logo.endsWith(etag.slice(1, 13))).toBe(true);
    const again = await fetchLogo(path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // The previous upload's image is gone from storage.
    expect(await stored()).toHaveLength(1);
  });

  it('rasterises an SVG: what is served is a PNG, never the SVG or its script', async () => {
    const res = await upload(admin, SVG, 'logo.svg');
    expect(res.statusCode, res.body).toBe(200);
    const served = await fetchLogo(res.json().layout.logo as string);
    expect(served.headers['content-type']).toBe('image/png');
    // Drawn at the size it is shown: 150×55 fills the 300×110 box.
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 300,
      height: 110,
    });
    expect(served.rawPayload.includes('script')).toBe(false);
    expect(served.rawPayload.includes('<svg')).toBe(false);
  });

  it('answers 400 on logo for a file that is not an allowed image, and keeps the logo', async () => {
    const before = (
      await t.request('GET', `/api/organisations/${acme}/`, { token: admin.token })
    ).json().layout.logo;
    const problem = async (res: Awaited<ReturnType<typeof upload>>) =>
      expectFieldErrors(res, ['logo']).logo?.[0];
    const notImage = 'Upload a valid image: PNG, JPEG, WebP, GIF or SVG.';
    expect(await problem(await upload(admin, Buffer.from('just some text\n'), 'logo.png'))).toBe(
      notImage,
    );
    expect(await problem(await upload(admin, (await png(50, 50)).subarray(0, 60)))).toBe(notImage);
    const tiff = await sharp(await png(20, 20))
      .tiff()
      .toBuffer();
    expect(await problem(await upload(admin, tiff, 'logo.tif'))).toBe(notImage);
    expect(await problem(await upload(admin, await pngClaiming(6000, 6000)))).toBe(
      'The image is too large: at most 25 megapixels.',
    );
    expect(await problem(await upload(admin, Buffer.alloc(2 * 1024 * 1024 + 1, 1)))).toBe(
      'The logo must be at most 2 MB.',
    );
    expect(await problem(await upload(admin, await png(10, 10), 'logo.png', 'image'))).toBe(
      'Choose an image file for the logo.',
    );
    const json = await t.request('POST', `/api/organisations/${acme}/logo/`, {
      token: admin.token,
      body: { logo: 'data:image/png;base64,AAAA' },
    });
    expect(await problem(json)).toBe('Send the files as multipart/form-data.');
    const truncated = multipart([{ name: 'logo', filename: 'logo.png', content: await png(9, 9) }]);
    const cut = await t.request('POST', `/api/organisations/${acme}/logo/`, {
      token: admin.token,
      body: truncated.body.subarray(0, truncated.body.length - 60),
      headers: truncated.headers,
    });
    expectError(cut, 400);
    const after = await t.request('GET', `/api/organisations/${acme}/`, { token: admin.token });
    expect(after.json().layout.logo).toBe(before);
    expect(await stored()).toHaveLength(1);
  });

  it('lets only admins of the organisation with organisations.change_organisation set it', async () => {
    const image = await png(30, 10);
    expectError(await upload(member, image), 403, {
      detail: 'Only an admin of this organisation can change it.',
    });
    expectError(await upload(adminWithoutRight, image), 403, NO_PERMISSION);
    expectError(await upload(otherAdmin, image), 404, NOT_FOUND);
    expectError(await upload(null, image), 403);
    for (const user of [member, adminWithoutRight, otherAdmin]) {
      const res = await t.request('DELETE', `/api/organisations/${acme}/logo/`, {
        token: user.token,
      });
      expect(res.statusCode).toBe(user === otherAdmin ? 404 : 403);
    }
  });

  it('keeps the logo when a layout naming it is saved, and lets it go when another is', async () => {
    const logo = (await upload(admin, await png(40, 20))).json().layout.logo as string;
    const patch = (layout: unknown) =>
      t.request('PATCH', `/api/organisations/${acme}/`, { token: admin.token, body: { layout } });
    // A stale version of our URL is brought up to date.
    const kept = await patch({
      title: 'Acme maps',
      logo: `/api/organisations/${acme}/logo/?v=old`,
    });
    expect(kept.json().layout).toEqual({ title: 'Acme maps', logo });
    expect((await fetchLogo(logo)).statusCode).toBe(200);
    // The title stays when a new logo is uploaded.
    const next = (await upload(admin, await png(41, 20))).json().layout;
    expect(next.title).toBe('Acme maps');
    const replaced = await patch({ title: 'Acme maps', logo: 'https://cdn.example/logo.png' });
    expect(replaced.json().layout.logo).toBe('https://cdn.example/logo.png');
    expectError(await fetchLogo(next.logo as string), 404, NOT_FOUND);
    expect(await stored()).toEqual([]);
  });

  it('removes the logo: layout.logo null, 404 for the image, nothing left stored', async () => {
    const logo = (await upload(admin, await png(40, 20))).json().layout.logo as string;
    const res = await t.request('DELETE', `/api/organisations/${acme}/logo/`, {
      token: admin.token,
    });
    expect(res.statusCode).toBe(204);
    const read = await t.request('GET', `/api/organisations/${acme}/`, { token: admin.token });
    expect(read.json().layout).toEqual({ title: 'Acme maps', logo: null });
    expectError(await fetchLogo(logo), 404, NOT_FOUND);
    expect(await stored()).toEqual([]);
    // Removing what is not there is no error; an organisation without a logo has none to serve.
    const again = await t.request('DELETE', `/api/organisations/${acme}/logo/`, {
      token: admin.token,
    });
    expect(again.statusCode).toBe(204);
    expectError(await fetchLogo(`/api/organisations/${other}/logo/`), 404, NOT_FOUND);
    expectError(await fetchLogo('/api/organisations/987654/logo/'), 404, NOT_FOUND);
    // Paths that name no organisation name nothing.
    expectError(await fetchLogo('/api/organisations/0x1/logo/'), 404, NOT_FOUND);
  });
});
