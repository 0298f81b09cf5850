import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NOT_FOUND } from '../test/assertions.js';
import { seedLayer } from '../test/layers.js';
import { uploadForm } from '../test/multipart.js';
import { useSmtpServer } from '../test/smtp.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

/** The findings of the black-box security review (issue 8), each with the answer it now gets. */
describe('security review findings', () => {
  const smtp = useSmtpServer();
  const t = useTestApp(() => ({ SMTP_URL: smtp.url, LOGIN_RATE_LIMIT: '3' }));
  let orgA: number;
  let orgB: number;
  let adminA: TestUser;
  let adminB: TestUser;
  let shared: TestUser;
  let victim: TestUser;
  let mapA: number;
  let layerA: number;

  beforeAll(async () => {
    orgA = await t.createOrganisation('Alpha Rail', 'alpha.test');
    orgB = await t.createOrganisation('Bravo Rail', 'bravo.test');
    adminA = await t.createUser({
      email: 'admin@alpha.test',
      organisations: [{ id: orgA, admin: true }],
      permissions: [
        'users.add_user',
        'users.change_user',
        'maps.add_map',
        'layers.change_layer',
        'layers.add_layer',
        'layers.upload',
      ],
    });
    adminB = await t.createUser({
      email: 'admin@bravo.test',
      organisations: [{ id: orgB, admin: true }],
      permissions: ['profiles.impersonate', 'users.add_user', 'users.change_user'],
    });
    // Admin of A and a member of B: the bridge of finding 1.
    shared = await t.createUser({
      email: 'shared@alpha.test',
      organisations: [
        { id: orgA, admin: true },
        { id: orgB, admin: false },
      ],
      permissions: ['users.change_user', 'maps.change_map'],
    });
    victim = await t.createUser({ email: 'victim@alpha.test', organisations: [{ id: orgA }] });
    const map = await t.request('POST', '/api/maps/', {
      token: adminA.token,
      body: { name: 'Alpha network', organisation_id: orgA, visibility: 'ORG' },
    });
    mapA = (map.json() as { id: number }).id;
    layerA = await seedLayer(t, orgA, adminA.id, { name: 'Alpha bridges' }, [mapA]);
  });

  describe('1. impersonation acts only inside the impersonator’s organisations', () => {
    let token: string;
    beforeAll(async () => {
      token = await t.login(adminB.email);
      const acquired = await t.request('POST', '/api/impersonate/acquire/', {
        token,
        body: { user_pk: shared.id },
      });
      expect(acquired.statusCode).toBe(200);
    });

    it('reads none of the other organisation’s maps, layers or users', async () => {
      expectError(await t.request('GET', `/api/maps/${mapA}/`, { token }), 404, NOT_FOUND);
      expectError(await t.request('GET', `/api/layers/${layerA}/`, { token }), 404, NOT_FOUND);
      expectError(
        await t.request('GET', `/api/organisations/${orgA}/users/`, { token }),
        404,
        NOT_FOUND,
      );
      const maps = await t.request('GET', '/api/maps/', { token });
      expect(maps.json().count).toBe(0);
      const me = await t.request('GET', '/api/users/me/', { token });
      expect(me.json().id).toBe(shared.id);
      expect(me.json().organisations.map((o: { id: number }) => o.id)).toEqual([orgB]);
      expect(me.body).not.toContain('Alpha');
    });

    it('cannot change a user of the other organisation', async () => {
      const res = await t.request('PATCH', `/api/users/${victim.id}/`, {
        token,
        body: { password: 'Stolen-Horse-991' },
      });
      expectError(res, 404, NOT_FOUND);
      expect((await t.request('GET', '/api/users/me/', { token: victim.token })).statusCode).toBe(
        200,
      );
      await t.login(victim.email);
    });

    it('still lets the impersonated user act where both belong', async () => {
      const res = await t.request('GET', `/api/organisations/${orgB}/users/`, { token });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Alpha');
    });
  });

  describe('2. NUL characters and lone surrogates are refused, never stored', () => {
    it('answers 400 naming the field for a JSON body', async () => {
      const res = await t.request('PATCH', `/api/maps/${mapA}/`, {
        token: adminA.token,
        body: { title: 'bad\u0000title' },
      });
      expect(expectFieldErrors(res, ['title']).title).toEqual(['Null characters are not allowed.']);
      const key = await t.request('PATCH', `/api/layers/${layerA}/`, {
        token: adminA.token,
        body: { style: [{ type: 'fill', paint: { 'fill-color\u0000': '#000' } }] },
      });
      expectFieldErrors(key, ['style.0.paint.?']);
      const surrogate = await t.request('PATCH', `/api/maps/${mapA}/`, {
        token: adminA.token,
        body: JSON.stringify({ description: 'half \ud800 a pair' }),
        headers: { 'content-type': 'application/json' },
      });
      expect(expectFieldErrors(surrogate, ['description']).description).toEqual([
        'The text is not valid Unicode.',
      ]);
    });

    it('answers 400 for a query parameter and 404 for a path parameter', async () => {
      const search = await t.request('GET', `/api/maps/${mapA}/search/?query=a%00b`, {
        token: adminA.token,
      });
      expectFieldErrors(search, ['query']);
      const download = await t.request(
        'GET',
        `/api/layers/${layerA}/download_original/?file=x%00.shp`,
        { token: adminA.token },
      );
      expectFieldErrors(download, ['file']);
      expectError(
        await t.request('GET', `/api/layers/${layerA}/field-values/na%00me/`, {
          token: adminA.token,
        }),
        404,
        NOT_FOUND,
      );
    });

    it('answers 400 for a multipart field of an upload', async () => {
      const form = uploadForm([
        { fixture: 'shapefile/box.shp', layerName: 'Box\u0000es', type: 'vector' },
      ]);
      const res = await t.request('PATCH', `/api/maps/${mapA}/`, {
        token: adminA.token,
        body: form.body,
        headers: form.headers,
      });
      expectFieldErrors(res, ['uploads_layer_names']);
    });
  });

  describe('3. ids are positive int4 written in decimal', () => {
    it('refuses out-of-range and non-decimal ids with 400 or 404', async () => {
      for (const ids of ['2147483648', '99999999999999999999', '0x10', '1e3', '-1']) {
        const res = await t.request('GET', `/api/maps/${mapA}/files/?download&ids=${ids}`, {
          token: adminA.token,
        });
        expectFieldErrors(res, ['ids']);
      }
      for (const id of ['2147483648', '0x10', '1e1', '+1', '0']) {
        expectError(
          await t.request('GET', `/api/maps/${id}/`, { token: adminA.token }),
          404,
          NOT_FOUND,
        );
      }
      const page = await t.request('GET', '/api/maps/?page=0x2', { token: adminA.token });
      expectFieldErrors(page, ['page']);
      const body = await t.request('DELETE', `/api/layers/${layerA}/files/delete_multi/`, {
        token: adminA.token,
        body: { ids: [2147483648] },
      });
      expectFieldErrors(body, ['ids.0']);
    });
  });

  describe('4. deep JSON is refused before anything walks it', () => {
    it('answers 400 for 20,000 levels of nesting in a style', async () => {
      const deep = '['.repeat(20_000) + ']'.repeat(20_000);
      const res = await t.request('PATCH', `/api/layers/${layerA}/`, {
        token: adminA.token,
        body: `{"style":[{"type":"fill","filter":${deep}}]}`,
        headers: { 'content-type': 'application/json' },
      });
      const errors = expectError(res, 400);
      void errors;
      expect(Object.keys(res.json())[0]).toMatch(/^style\.0\.filter/);
      const proto = await t.request('PATCH', `/api/layers/${layerA}/`, {
        token: adminA.token,
        body: `{"__proto__":{"admin":true},"name":"x"}`,
        headers: { 'content-type': 'application/json' },
      });
      expectFieldErrors(proto, ['__proto__']);
    });
  });

  describe('6. what a viewer may not list they may not fetch', () => {
    it('refuses downloads of files the file list hides, except to editors', async () => {
      const colleague = await t.createUser({
        email: 'colleague@alpha.test',
        organisations: [{ id: orgA }],
      });
      const hidden = await seedLayer(t, orgA, adminA.id, {
        name: 'Hidden',
        file_list_visibility: 'NONE',
      });
      const form = uploadForm(
        [
          { fixture: 'shapefile/box.shp', type: 'vector' },
          { fixture: 'shapefile/box.shx' },
          { fixture: 'shapefile/box.dbf' },
          { fixture: 'attachments/pdf-definition.pdf', attach: '__ALL__,*' },
        ],
        false,
      );
      const uploaded = await t.request('PATCH', `/api/layers/${hidden}/`, {
        token: (
          await t.createUser({
            email: 'uploader@alpha.test',
            organisations: [{ id: orgA, admin: true }],
            permissions: ['layers.upload'],
          })
        ).token,
        body: form.body,
        headers: form.headers,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const files = await t.db
        .selectFrom('layer_files')
        .select(['id', 'name'])
        .where('layer_id', '=', hidden)
        .execute();
      const shp = files.find((f) => f.name === 'box.shp')!;
      const pdf = files.find((f) => f.name === 'pdf-definition.pdf')!;

      const list = await t.request('GET', `/api/layers/${hidden}/files/`, {
        token: colleague.token,
      });
      expect(list.json()).toEqual([]);
      for (const url of [
        `/api/layers/${hidden}/download_original/?file=box.shp`,
        `/api/layers/${hidden}/files/${shp.id}/content/`,
      ]) {
        expectError(await t.request('GET', url, { token: colleague.token }), 404, NOT_FOUND);
        expect((await t.request('GET', url, { token: adminA.token })).statusCode).toBe(200);
      }
      // A feature's attachment is listed by its popup, so it may be fetched.
      const attachments = await t.request(
        'GET',
        `/api/layers/${hidden}/files/?type=attachment&fid=1`,
        { token: colleague.token },
      );
      expect(attachments.json().map((f: { name: string }) => f.name)).toEqual([
        'pdf-definition.pdf',
      ]);
      const content = await t.request('GET', `/api/layers/${hidden}/files/${pdf.id}/content/`, {
        token: colleague.token,
      });
      expect(content.statusCode).toBe(200);
    });
  });

  describe('7. creating a user tells nothing of other organisations’ users', () => {
    it('invites an account that exists elsewhere, showing nothing of it; it joins only by accepting', async () => {
      const res = await t.request('POST', '/api/users/', {
        token: adminB.token,
        body: {
          email: 'VICTIM@alpha.test',
          organisation: orgB,
          first_name: 'Guess',
          password: 'Guessed-Pass-4411',
        },
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toMatchObject({ email: 'VICTIM@alpha.test', status: 'pending' });
      expect(res.body).not.toContain('Alpha');
      expect(res.body).not.toContain(`"id":${victim.id},`);
      // Nothing of the account changed, and it is not in B until its owner accepts.
      await t.login(victim.email);
      const me = (await t.request('GET', '/api/users/me/', { token: victim.token })).json();
      expect(me.first_name).toBe('victim');
      expect(me.organisations.map((o: { id: number }) => o.id)).not.toContain(orgB);
      expectError(await t.request('GET', `/api/users/${victim.id}/`, { token: adminB.token }), 404);
      const mail = await smtp.takeMailTo('victim@alpha.test');
      expect(mail.subject).toBe('You are invited to join Bravo Rail on Waymark');
      expect(mail.text).toContain('/invitations/');
    });
  });

  describe('8. map lists honour ordering', () => {
    it('sorts by whitelisted fields and refuses others', async () => {
      for (const name of ['Zulu', 'Mike']) {
        await t.request('POST', '/api/maps/', {
          token: adminA.token,
          body: { name, organisation_id: orgA, visibility: 'ORG' },
        });
      }
      const names = async (url: string) =>
        (await t.request('GET', url, { token: adminA.token })).json();
      expect(
        (await names('/api/maps/?ordering=-name')).results.map((m: { name: string }) => m.name),
      ).toEqual(['Zulu', 'Mike', 'Alpha network']);
      expect(
        (await names(`/api/organisations/${orgA}/maps/?ordering=name`)).map(
          (m: { name: string }) => m.name,
        ),
      ).toEqual(['Alpha network', 'Mike', 'Zulu']);
      expectFieldErrors(
        await t.request('GET', '/api/maps/?ordering=owner_id', { token: adminA.token }),
        ['ordering'],
      );
    });
  });

  describe('logins: only failed attempts count', () => {
    it('lets a user sign in many times, and throttles repeated failures', async () => {
      const user = await t.createUser({ email: 'often@alpha.test', organisations: [{ id: orgA }] });
      for (let i = 0; i < 6; i += 1) await t.login(user.email);
      const fail = () =>
        t.request('POST', '/api/auth/login/', {
          body: { email: user.email, password: 'Wrong-Password-1' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await fail()).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const right = await t.request('POST', '/api/auth/login/', {
        body: { email: user.email, password: 'Correct-Horse-42' },
      });
      expectError(right, 429);
      expect(right.headers['retry-after']).toMatch(/^\d+$/);
    });
  });
});
