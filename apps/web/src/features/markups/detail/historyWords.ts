import { MARKUP_STATUSES, type MarkupEvent, type MarkupStatus } from '@waymark/contract/markup';
import type { TFunction } from 'i18next';
import { formatDay } from '../../../lib/formatDay.js';
import { formatWhen } from '../../../lib/formatWhen.js';

/** What the wording looks names up by: categories, people and layers by id, the language. */
export interface Lookups {
  category(id: number): string | null;
  person(id: number): string | null;
  layer(id: number): string | null;
  language: string;
}

const FIELD_LABELS = {
  title: 'markup.form.title',
  description: 'markup.form.description',
  category: 'markup.form.category',
  status: 'markup.form.status',
  assignee: 'markup.form.assignee',
  due_date: 'markup.form.dueDate',
  survey_date: 'markup.form.surveyDate',
  feature: 'markup.detail.feature',
  geometry: 'markup.history.geometry',
} as const;

/** A field's name as the form shows it (an unknown field as the server names it). */
export function fieldLabel(field: string, t: TFunction): string {
  const key = FIELD_LABELS[field as keyof typeof FIELD_LABELS];
  return key ? t(key) : field;
}

const isStatus = (value: unknown): value is MarkupStatus =>
  typeof value === 'string' && (MARKUP_STATUSES as readonly string[]).includes(value);

const short = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** A name from an id, or an object that carries one ({id, name}). */
function named(value: unknown, lookup: (id: number) => string | null): string | null {
  if (typeof value === 'number') return lookup(value) ?? `#${value}`;
  if (value && typeof value === 'object' && 'name' in value && typeof value.name === 'string')
    return value.name;
  return null;
}

/** A field's value in words: a status's name, a person's, a day in the user's language. */
export function valueText(field: string, value: unknown, t: TFunction, lookups: Lookups): string {
  if (value === null || value === undefined || value === '') return t('markup.history.none');
  if (field === 'status' && isStatus(value)) return t(`markupWords.status.${value}`);
  if (field === 'category') return named(value, lookups.category) ?? String(value);
  if (field === 'assignee') return named(value, lookups.person) ?? String(value);
  if ((field === 'due_date' || field === 'survey_date') && typeof value === 'string')
    return formatDay(value, lookups.language);
  if (field === 'feature' && typeof value === 'object' && 'layer' in value && 'fid' in value) {
    const layer = typeof value.layer === 'number' ? lookups.layer(value.layer) : null;
    return t('markup.detail.featureOf', {
      layer: layer ?? String(value.layer),
      fid: String(value.fid),
    });
  }
  if (typeof value === 'string') return `“${short(value)}”`;
  return short(JSON.stringify(value));
}

/** One changed field in words: 'Status: Open → In progress'; long texts and shapes, that they changed. */
export function describeChange(
  field: string,
  change: { from: unknown; to: unknown },
  t: TFunction,
  lookups: Lookups,
): string {
  const label = fieldLabel(field, t);
  if (field === 'geometry') return t('markup.history.geometryChanged');
  if (field === 'description') return t('markup.history.changed', { field: label });
  return t('markup.history.fromTo', {
    field: label,
    from: valueText(field, change.from, t, lookups),
    to: valueText(field, change.to, t, lookups),
  });
}

/** Who did it: a user, a share link's viewer by the name they gave, or someone now gone. */
export function actorText(event: Pick<MarkupEvent, 'actor' | 'share_name'>, t: TFunction): string {
  if (event.actor) return event.actor.name;
  if (event.share_name) return t('markup.fromShare', { name: event.share_name });
  return t('markup.history.someone');
}

/** The name of the file an attachment event is about, if its changes say. */
function fileName(event: MarkupEvent): string {
  for (const change of Object.values(event.changes)) {
    const value = change.to ?? change.from;
    if (typeof value === 'string') return value;
    if (value && typeof value === 'object' && 'name' in value && typeof value.name === 'string')
      return value.name;
  }
  return '';
}

/** An entry of the history as the panel reads it: who, when, what happened, each change. */
export function describeEvent(
  event: MarkupEvent,
  t: TFunction,
  lookups: Lookups,
): { who: string; when: string; what: string; changes: string[] } {
  const who = actorText(event, t);
  const when = formatWhen(event.at);
  switch (event.kind) {
    case 'created':
      return { who, when, what: t('markup.history.created'), changes: [] };
    case 'commented':
      return { who, when, what: t('markup.history.commented'), changes: [] };
    case 'attached':
      return {
        who,
        when,
        what: t('markup.history.attached', { name: fileName(event) }),
        changes: [],
      };
    case 'detached':
      return {
        who,
        when,
        what: t('markup.history.detached', { name: fileName(event) }),
        changes: [],
      };
    default:
      return {
        who,
        when,
        what: t('markup.history.changedFields'),
        changes: Object.entries(event.changes).map(([field, change]) =>
          describeChange(field, change, t, lookups),
        ),
      };
  }
}
