import type { OrganisationUsage, UsageDay } from '@waymark/contract/usage';
import { NotFoundError } from '../lib/errors.js';
import { organisationPolicy } from '../policies/organisation.policy.js';
import { authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import type { UsageRepository } from '../repositories/usage.repository.js';
import type { Storage } from '../storage/storage.js';
import { utcDay, type UsageRecorder } from './usage-recorder.js';

const DAY_MS = 24 * 3600 * 1000;

/** Every UTC day from `days - 1` days before `today` to `today`, oldest first. */
export function windowDays(today: Date, days: number): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => utcDay(new Date(end - (days - 1 - i) * DAY_MS)));
}

/** An organisation's usage, from Waymark's own counters, for its admins (Settings). */
export class OrganisationUsageService {
  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly usage: UsageRepository,
    private readonly recorder: UsageRecorder,
    private readonly storage: Storage,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async get(principal: Principal, id: number, days: number): Promise<OrganisationUsage> {
    const organisation = await this.organisations.findInScope(id, principal.scope);
    if (!organisation) throw new NotFoundError();
    authorize(organisationPolicy, principal, organisation, 'view_usage');
    // This process's counts so far are written first; other processes' follow within a flush.
    await this.recorder.flush();
    const window = windowDays(this.now(), days);
    const from = window[0]!;
    const to = window[window.length - 1]!;
    const [rows, activeUsers, files, logoBytes] = await Promise.all([
      this.usage.daily(id, from, to),
      this.usage.activeUsersBetween(id, from, to),
      this.usage.layerFileStorage(id),
      organisation.logo_key ? this.storage.size(organisation.logo_key) : Promise.resolve(null),
    ]);
    const byDay = new Map(rows.map((row) => [row.day, row]));
    const daily: UsageDay[] = window.map(
      (day) => byDay.get(day) ?? { day, map_views: 0, active_users: 0, tiles: 0 },
    );
    return {
      organisation: id,
      from,
      to,
      days: daily,
      totals: {
        map_views: daily.reduce((sum, d) => sum + d.map_views, 0),
        tiles: daily.reduce((sum, d) => sum + d.tiles, 0),
        active_users: activeUsers,
      },
      storage: {
        bytes: files.bytes + (logoBytes ?? 0),
        files: files.files + (logoBytes === null ? 0 : 1),
      },
    };
  }
}
