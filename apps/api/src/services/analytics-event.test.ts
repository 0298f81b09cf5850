import { describe, expect, it } from 'vitest';
import { externalReferrer, plausibleEvent } from './analytics-event.js';

const ORIGIN = 'https://maps.acme.example';

describe('what the analytics service receives of an event', () => {
  it('keeps another site’s origin as the referrer, never its path or this site', () => {
    expect(externalReferrer('https://mail.example.com/u/0/#inbox?token=abc', ORIGIN)).toBe(
      'https://mail.example.com',
    );
    expect(externalReferrer(`${ORIGIN}/maps/3/share/abcdef0123/`, ORIGIN)).toBeUndefined();
    expect(externalReferrer('android-app://com.google.android.gm/', ORIGIN)).toBeUndefined();
    expect(externalReferrer('not a url', ORIGIN)).toBeUndefined();
    expect(externalReferrer(undefined, ORIGIN)).toBeUndefined();
  });

  it('names the site ANALYTICS_DOMAIN gives, else the host the portal was reached on', () => {
    const event = {
      name: 'Layer toggled' as const,
      route: '/maps/:id/',
      props: { visible: 'yes' as const },
    };
    expect(plausibleEvent(event, ORIGIN, undefined)).toEqual({
      name: 'Layer toggled',
      url: 'https://maps.acme.example/maps/:id/',
      domain: 'maps.acme.example',
      props: { visible: 'yes' },
    });
    expect(plausibleEvent({ name: 'pageview', route: '/' }, ORIGIN, 'waymark.example')).toEqual({
      name: 'pageview',
      url: 'https://maps.acme.example/',
      domain: 'waymark.example',
    });
  });
});
