import type { MarkupComment, MarkupCommentCreate, MarkupEvent } from '@waymark/contract/markup';
import { ValidationError } from '../lib/errors.js';
import { markupPolicy } from '../policies/markup.policy.js';
import { authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type { MarkupThreadRepository } from '../repositories/markup-thread.repository.js';
import type { MarkupAccess } from './markup-access.js';
import type { MarkupNoticeService } from './markup-notice.service.js';
import { presentComment, presentEvent } from './markup.presenter.js';
import { noticeActor } from './markup-notice.service.js';

export const NAME_YOURSELF = 'Give your name: it is shown with your comment.';

/**
 * A markup's thread: its comments, written by whoever may comment on it (a share link's viewer
 * when the share opens comments, naming themselves; the comment is marked as theirs), and its
 * history.
 */
export class MarkupThreadService {
  constructor(
    private readonly access: MarkupAccess,
    private readonly thread: MarkupThreadRepository,
    private readonly notices: MarkupNoticeService,
  ) {}

  async comments(principal: Principal, mapId: number, markupId: number): Promise<MarkupComment[]> {
    const { markup } = await this.access.markup(principal, mapId, markupId);
    return (await this.thread.comments([markup.id])).map(presentComment);
  }

  async comment(
    principal: Principal,
    mapId: number,
    markupId: number,
    body: MarkupCommentCreate,
    origin: string,
  ): Promise<MarkupComment> {
    const { map, markup } = await this.access.markup(principal, mapId, markupId);
    authorize(markupPolicy, principal, markup, 'comment');
    const share = principal.share;
    if (share && !body.name) throw ValidationError.field('name', NAME_YOURSELF);
    const comment = await this.thread.addComment({
      markup_id: markup.id,
      body: body.body,
      author_id: share ? null : principal.id,
      share_id: share?.shareId ?? null,
      share_name: share ? body.name! : null,
    });
    const actor = noticeActor(principal, body.name);
    await this.notices.notify(map, markup, { comment: body.body }, actor, origin);
    return presentComment(comment);
  }

  async history(principal: Principal, mapId: number, markupId: number): Promise<MarkupEvent[]> {
    const { markup } = await this.access.markup(principal, mapId, markupId);
    return (await this.thread.events(markup.id)).map(presentEvent);
  }
}
