import { describe, expect, it, vi } from 'vitest';
import {
  changeOrganisation,
  chooseOrganisation,
  hostRedirect,
  matchesHost,
  organisationUrl,
  type PageLocation,
} from './chooseOrganisation.js';
import {
  loadStoredOrganisation,
  organisationStore,
  reachedWithOrgId,
  storeOrganisationFromUrl,
} from './organisationStore.js';

const here: PageLocation = {
  protocol: 'https:',
  host: 'maps.rail.example:8443',
  hostname: 'maps.rail.example',
  port: '8443',
};

const org = (id: number, domain: string | null, alt_domains: string[] = []) => ({
  id,
  domain,
  alt_domains,
});

describe('matchesHost', () => {
  it('matches the domain or an alternate domain, ignoring case', () => {
    expect(matchesHost(org(1, 'MAPS.rail.example'), here)).toBe(true);
    expect(matchesHost(org(1, 'other.example', ['maps.rail.example']), here)).toBe(true);
    expect(matchesHost(org(1, 'maps.rail.example:8443'), here)).toBe(true);
  });

  it('does not match other hosts or another port', () => {
    expect(matchesHost(org(1, 'other.example'), here)).toBe(false);
    expect(matchesHost(org(1, 'maps.rail.example:9000'), here)).toBe(false);
    expect(matchesHost(org(1, null), here)).toBe(false);
  });
});

describe('chooseOrganisation', () => {
  const first = org(1, 'first.example');
  const onHost = org(2, 'maps.rail.example');
  const third = org(3, null);

  it('takes the stored organisation when the user belongs to it', () => {
    expect(chooseOrganisation([first, onHost, third], 3, here)).toBe(third);
  });

  it('else the organisation on this host', () => {
    expect(chooseOrganisation([first, onHost, third], null, here)).toBe(onHost);
    expect(chooseOrganisation([first, onHost, third], 99, here)).toBe(onHost);
  });

  it("else the user's first organisation", () => {
    expect(chooseOrganisation([third, first], null, here)).toBe(third);
  });

  it('is null without organisations', () => {
    expect(chooseOrganisation([], 1, here)).toBeNull();
  });
});

describe('organisationUrl', () => {
  it('keeps the protocol and port and adds orgId', () => {
    expect(organisationUrl(org(4, 'second.example'), here)).toBe(
      'https://second.example:8443/?orgId=4',
    );
  });

  it('keeps a port written into the domain', () => {
    expect(organisationUrl(org(4, 'second.example:81'), here)).toBe(
      'https://second.example:81/?orgId=4',
    );
  });

  it('leaves out an empty port', () => {
    expect(organisationUrl(org(4, 'second.example'), { protocol: 'http:', port: '' })).toBe(
      'http://second.example/?orgId=4',
    );
  });

  it('falls back to the first alternate domain, and to null without any', () => {
    expect(organisationUrl(org(4, null, ['alt.example']), here)).toBe(
      'https://alt.example:8443/?orgId=4',
    );
    expect(organisationUrl(org(4, null), here)).toBeNull();
  });
});

describe('organisationUrl with a path (startup)', () => {
  it('keeps the path, its query and hash, adding orgId', () => {
    expect(organisationUrl(org(4, 'second.example'), here, '/maps/3/?x=1#12/53/-6')).toBe(
      'https://second.example:8443/maps/3/?x=1&orgId=4#12/53/-6',
    );
  });

  it('replaces an orgId already in the query', () => {
    expect(organisationUrl(org(4, 'second.example'), here, '/?orgId=9')).toBe(
      'https://second.example:8443/?orgId=4',
    );
  });

  it('never goes to another host through a path that names one', () => {
    expect(organisationUrl(org(4, 'second.example'), here, '//evil.example/x')).toBe(
      'https://second.example:8443/?orgId=4',
    );
    expect(organisationUrl(org(4, 'second.example'), here, '/\\evil.example/x')).toBe(
      'https://second.example:8443/?orgId=4',
    );
  });
});

describe('hostRedirect (section 1)', () => {
  it("goes to the organisation's domain when the host is none of its domains", () => {
    expect(hostRedirect(org(4, 'second.example'), here, '/invitations/')).toBe(
      'https://second.example:8443/invitations/?orgId=4',
    );
  });

  it('stays put on one of its domains, and for an organisation without a domain', () => {
    expect(hostRedirect(org(2, 'maps.rail.example'), here, '/maps/')).toBeNull();
    expect(hostRedirect(org(2, 'other.example', ['maps.rail.example']), here)).toBeNull();
    expect(hostRedirect(org(6, null), here)).toBeNull();
  });
});

describe('changeOrganisation', () => {
  const effects = () => ({ location: here, store: vi.fn(), reload: vi.fn(), redirect: vi.fn() });

  it('stores the id and reloads maps and users when the organisation is on this host', () => {
    const fx = effects();
    expect(changeOrganisation(org(2, 'maps.rail.example'), fx)).toBe('changed');
    expect(fx.store).toHaveBeenCalledWith(2);
    expect(fx.reload).toHaveBeenCalled();
    expect(fx.redirect).not.toHaveBeenCalled();
  });

  it('redirects to the domain of an organisation elsewhere, storing nothing', () => {
    const fx = effects();
    expect(changeOrganisation(org(5, 'second.example'), fx)).toBe('redirected');
    expect(fx.redirect).toHaveBeenCalledWith('https://second.example:8443/?orgId=5');
    expect(fx.store).not.toHaveBeenCalled();
  });

  it('changes in place when the organisation has no domain to go to', () => {
    const fx = effects();
    expect(changeOrganisation(org(6, null), fx)).toBe('changed');
    expect(fx.store).toHaveBeenCalledWith(6);
  });
});

describe('orgId at startup', () => {
  it('stores the orgId query parameter as the current organisation', () => {
    expect(storeOrganisationFromUrl('?orgId=7&x=1')).toBe(true);
    expect(organisationStore.get()).toBe(7);
    expect(localStorage.getItem('organisationId')).toBe('7');
  });

  it('remembers that the page was reached with orgId, until the stored state is loaded again', () => {
    loadStoredOrganisation();
    expect(reachedWithOrgId()).toBe(false);
    storeOrganisationFromUrl('?orgId=7');
    expect(reachedWithOrgId()).toBe(true);
    loadStoredOrganisation();
    expect(reachedWithOrgId()).toBe(false);
  });

  it('ignores a missing or malformed orgId', () => {
    organisationStore.set(null);
    expect(storeOrganisationFromUrl('?orgId=abc')).toBe(false);
    expect(storeOrganisationFromUrl('')).toBe(false);
    expect(organisationStore.get()).toBeNull();
  });
});
