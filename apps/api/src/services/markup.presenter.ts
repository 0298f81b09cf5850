import type { MarkupAbilities, MarkupCategoryAbilities } from '@waymark/contract';
import type {
  MarkupAttachment,
  MarkupCategory,
  MarkupComment,
  MarkupEvent,
  MarkupGeometry,
  MarkupIcon,
  MarkupRead,
  MarkupStatus,
} from '@waymark/contract/markup';
import type { AttachmentView } from '../repositories/markup-attachment.repository.js';
import type { CategoryView } from '../repositories/markup-category.repository.js';
import type { MarkupView } from '../repositories/markup.repository.js';
import type { CommentView, EventView } from '../repositories/markup-thread.repository.js';

const iso = (d: Date | string) => new Date(d).toISOString();

/** A user as markups show them: id and display name; null when gone (or nobody). */
function person(id: number | null, name: string | null) {
  return id === null || name === null ? null : { id, name };
}

export function presentMarkup(row: MarkupView, abilities: MarkupAbilities): MarkupRead {
  return {
    id: row.id,
    map: row.map_id,
    geometry: row.geometry as MarkupGeometry,
    title: row.title,
    description: row.description,
    category: {
      id: row.category_id,
      name: row.category_name,
      icon: row.category_icon as MarkupIcon,
    },
    status: row.status as MarkupStatus,
    status_changed_by: person(row.status_changed_by, row.status_changed_by_name),
    status_changed_at: iso(row.status_changed_at),
    assignee: person(row.assignee_id, row.assignee_name),
    due_date: row.due_date,
    feature:
      row.feature_layer_id !== null && row.feature_fid !== null
        ? { layer: row.feature_layer_id, fid: row.feature_fid }
        : null,
    survey_date: row.survey_date,
    author: person(row.author_id, row.author_name),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    version: row.version,
    comment_count: row.comment_count,
    attachment_count: row.attachment_count,
    abilities,
  };
}

export function presentComment(row: CommentView): MarkupComment {
  return {
    id: row.id,
    body: row.body,
    author: person(row.author_id, row.author_name),
    share_name: row.share_name,
    created_at: iso(row.created_at),
  };
}

export function presentEvent(row: EventView): MarkupEvent {
  return {
    id: row.id,
    kind: row.kind,
    at: iso(row.at),
    actor: person(row.actor_id, row.actor_name),
    share_name: row.share_name,
    changes: row.changes,
  };
}

/** Photos are the files with a thumbnail: sharp read them when they were attached. */
export function presentAttachment(row: AttachmentView): MarkupAttachment {
  return {
    id: row.id,
    name: row.name,
    size: Number(row.size),
    content_type: row.content_type,
    is_photo: row.thumbnail_key !== null,
    position:
      row.longitude !== null && row.latitude !== null ? [row.longitude, row.latitude] : null,
    taken_at: row.taken_at ? iso(row.taken_at) : null,
    author: person(row.author_id, row.author_name),
    created_at: iso(row.created_at),
  };
}

export function presentCategory(
  row: CategoryView,
  abilities: MarkupCategoryAbilities,
): MarkupCategory {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon as MarkupIcon,
    position: row.position,
    markup_count: row.markup_count,
    archived: row.archived_at !== null,
    abilities,
  };
}
