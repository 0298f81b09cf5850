import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/assertions.js';
import { markupSite, type MarkupSite } from '../test/markups.js';
import { useSmtpServer } from '../test/smtp.js';
import { useTestApp } from '../test/test-app.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/**
 * Mail about markups through the configured SMTP server: the assignee on assignment, the author
 * and assignee on status changes and comments; never the one who acted, never someone who
 * turned the notices off. Each mail links to the markup on its map, on the organisation's host.
 */
describe('markup notices', () => {
  const smtp = useSmtpServer();
  const t = useTestApp(() => ({ SMTP_URL: smtp.url }));
  let site: MarkupSite;
  const onHost = { host: 'rail.test' };
  const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));

  beforeAll(async () => {
    site = await markupSite(t);
  });

  it('mails the assignee on assignment, with the link to the markup', async () => {
    const res = await t.request('POST', site.path(), {
      token: site.user.token,
      headers: onHost,
      body: {
        geometry: { type: 'Point', coordinates: [-6.26, 53.35] },
        title: 'Blocked culvert at MP 12',
        category: site.categories.Defect,
        assignee: site.colleague.id,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const mail = await smtp.takeMailTo(site.colleague.email);
    expect(mail.subject).toBe('Markup assigned to you: Blocked culvert at MP 12');
    expect(mail.text).toContain(
      'surveyor Tester assigned the markup “Blocked culvert at MP 12” to you.',
    );
    expect(mail.text).toContain(`http://rail.test/maps/${site.mapId}/?markup=${id}`);
    await settle();
    expect(mailsTo(site.user.email)).toEqual([]);
  });

  it('mails author and assignee on a status change and a comment, never the actor', async () => {
    const made = await site.create({ title: 'Cracked bearing', assignee: site.colleague.id });
    await smtp.takeMailTo(site.colleague.email);
    const changed = await t.request('PATCH', site.path(made.id), {
      token: site.manager.token,
      headers: onHost,
      body: { version: 1, status: 'in_progress' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const email of [site.user.email, site.colleague.email]) {
      const mail = await smtp.takeMailTo(email);
      expect(mail.subject).toBe('Markup In progress: Cracked bearing');
      expect(mail.text).toContain('manager Tester changed its status from Open to In progress.');
      expect(mail.text).toContain(`http://rail.test/maps/${site.mapId}/?markup=${made.id}`);
    }
    const colleagueMails = mailsTo(site.colleague.email).length;
    const commented = await t.request('POST', site.path(made.id, 'comments'), {
      token: site.colleague.token,
      headers: onHost,
      body: { body: 'Bearing plate moved 4 mm' },
    });
    expect(commented.statusCode).toBe(201);
    const mail = await smtp.takeMailTo(site.user.email);
    expect(mail.subject).toBe('New comment on markup: Cracked bearing');
    expect(mail.text).toContain('colleague Tester commented:\n\n  Bearing plate moved 4 mm');
    await settle();
    expect(mailsTo(site.manager.email)).toEqual([]);
    // The colleague commented: no mail to themselves.
    expect(mailsTo(site.colleague.email)).toHaveLength(colleagueMails);
  });

  it('sends nothing to a user who turned the notices off', async () => {
    const off = await t.request('PATCH', '/api/users/me/settings/', {
      token: site.colleague.token,
      body: { markup_notices: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ markup_notices: false });
    const me = await t.request('GET', '/api/users/me/', { token: site.colleague.token });
    expect(me.json().settings).toEqual({ markup_notices: false });
    const before = mailsTo(site.colleague.email).length;
    const made = await site.create({ title: 'Loose handrail', assignee: site.colleague.id });
    await t.request('PATCH', site.path(made.id), {
      token: site.manager.token,
      body: { version: 1, status: 'resolved' },
    });
    await smtp.takeMailTo(site.user.email);
    await settle();
    expect(mailsTo(site.colleague.email)).toHaveLength(before);
    const on = await t.request('PATCH', '/api/users/me/settings/', {
      token: site.colleague.token,
      body: { markup_notices: true },
    });
    expect(on.json()).toEqual({ markup_notices: true });
  });

  it('names a share link’s commenter in the mail, and keeps the settings its users’ own', async () => {
    const made = await site.create({ title: 'Graffiti on the parapet', assignee: site.manager.id });
    await smtp.takeMailTo(site.manager.email);
    const token = await site.share('comment');
    const res = await t.request('POST', site.path(made.id, 'comments'), {
      headers: { mapshare: `Token ${token}`, host: 'rail.test' },
      body: { body: 'Still there today', name: 'Ann Lee' },
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const email of [site.user.email, site.manager.email]) {
      const mail = await smtp.takeMailTo(email);
      expect(mail.text).toContain('Ann Lee (through a share link) commented:');
    }
    const settings = await t.request('PATCH', '/api/users/me/settings/', {
      headers: { mapshare: `Token ${token}` },
      body: { markup_notices: false },
    });
    expectError(settings, 403);
  });
});
