import type { MarkupStatus } from '@waymark/contract/markup';
import type { Principal } from '../policies/principal.js';
import type { MapRow } from '../repositories/map.repository.js';
import type { MarkupView } from '../repositories/markup.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { BackgroundMailer } from './mail.service.js';
import { displayName } from './presenters.js';

export const STATUS_LABELS: Record<MarkupStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Who did something: a user (their id and name), or a share link's viewer (the name given). */
export interface NoticeActor {
  userId: number | null;
  name: string;
}

/** What happened to a markup, as one change tells it. */
export interface MarkupHappening {
  /** The new assignee, when the change assigned it to someone. */
  assignedTo?: number;
  status?: { from: MarkupStatus; to: MarkupStatus };
  comment?: string;
}

/** Who acted, as notices name them. */
export function noticeActor(principal: Principal, shareName?: string): NoticeActor {
  if (principal.share) {
    return { userId: null, name: `${shareName ?? 'Someone'} (through a share link)` };
  }
  return { userId: principal.id, name: displayName(principal.user) };
}

/** The link that opens the markup on its map (the web app reads `markup`). */
export function markupLink(origin: string, mapId: number, markupId: number): string {
  return `${origin}/maps/${mapId}/?markup=${markupId}`;
}

/**
 * Mail about markups, in the background (a slow mail server holds up no answer): to the
 * assignee when a markup is assigned to them, to its author and assignee when its status changes
 * or someone comments. Never to whoever made the change, nor to a user who turned the notices off
 * (or left the organisation); one mail per person and change.
 */
export class MarkupNoticeService {
  constructor(
    private readonly users: UserRepository,
    private readonly mail: BackgroundMailer,
  ) {}

  async notify(
    map: MapRow,
    markup: MarkupView,
    happening: MarkupHappening,
    actor: NoticeActor,
    origin: string,
  ): Promise<void> {
    const assigned = happening.assignedTo;
    const watchers =
      happening.status || happening.comment !== undefined
        ? [markup.author_id, markup.assignee_id]
        : [];
    const ids = [...new Set([assigned, ...watchers])].filter(
      (id): id is number => typeof id === 'number' && id !== actor.userId,
    );
    const recipients = await this.users.noticeRecipients(ids, map.organisation_id);
    const link = markupLink(origin, map.id, markup.id);
    const mapTitle = map.title || map.name;
    for (const user of recipients) {
      const lines: string[] = [];
      if (user.id === assigned) {
        lines.push(`${actor.name} assigned the markup “${markup.title}” to you.`);
      }
      if (happening.status) {
        const { from, to } = happening.status;
        lines.push(
          `${actor.name} changed its status from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}.`,
        );
      }
      if (happening.comment !== undefined) {
        lines.push(`${actor.name} commented:`, '', indent(happening.comment));
      }
      this.mail.send({
        to: user.email,
        subject: subjectOf(markup.title, happening, user.id === assigned),
        text: [
          `Markup “${markup.title}” on the map ${mapTitle}:`,
          '',
          ...lines,
          '',
          `Open it: ${link}`,
          '',
          'You receive these notices for markups you wrote or that are assigned to you. Turn ' +
            'them off in your account menu (Settings).',
        ].join('\n'),
      });
    }
  }
}

function subjectOf(title: string, happening: MarkupHappening, assigned: boolean): string {
  const short = title.length > 80 ? `${title.slice(0, 79)}…` : title;
  if (assigned) return `Markup assigned to you: ${short}`;
  if (happening.status) return `Markup ${STATUS_LABELS[happening.status.to]}: ${short}`;
  return `New comment on markup: ${short}`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
